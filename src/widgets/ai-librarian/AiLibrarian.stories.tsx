import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, type FakeHandler } from '../../test/fake-api';
import { answer, withStoryApi } from '../../test/story-api';
import { AiLibrarian } from './AiLibrarian';

const ANSWER =
  '您好！本馆开放时间为：\n周一至周五 8:00–21:00\n周六、周日 9:00–17:00\n\n借阅证丢失请到总服务台挂失。';
const ENGLISH_ANSWER =
  'Hello! The library is open:\nMonday to Friday 8:00–21:00\nSaturday and Sunday 9:00–17:00';

/** The organisation's configuration says whether the librarian shows; `ask` answers questions. */
function librarianApi(ask: FakeHandler, enabled = true) {
  return withStoryApi((request) =>
    request.path.endsWith('/Organization/Query/Config')
      ? ok({ enableailibrarian: enabled })
      : ask(request),
  );
}

const meta = {
  title: 'Widgets/AiLibrarian',
  component: AiLibrarian,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`<lp-ai-librarian>`: a draggable 50 × 50 button (default 90vw, 46vh, position remembered) that opens a 450 × 500 chat window; answers are typed out at 30 ms a character. Shown only when the organisation enables it.',
      },
    },
  },
} satisfies Meta<typeof AiLibrarian>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the window and, if given, asks a question. */
function openAndAsk(question?: string, button = 'AI馆员'): NonNullable<Story['play']> {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: button }));
    const dialog = await canvas.findByRole('dialog');
    if (question) await userEvent.type(within(dialog).getByRole('textbox'), `${question}{Enter}`);
  };
}

export const Button: Story = {
  decorators: [librarianApi(answer('results', ANSWER))],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'AI馆员' }),
    ).toBeVisible();
  },
};

export const WindowOpen: Story = {
  decorators: [librarianApi(answer('results', ANSWER))],
  play: openAndAsk(),
};

export const Answer: Story = {
  decorators: [librarianApi(answer('results', ANSWER))],
  play: async (context) => {
    await openAndAsk('图书馆几点开门？')(context);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('借阅证丢失'), {
      timeout: 5000,
    });
  },
};

export const Loading: Story = {
  decorators: [librarianApi(answer('loading', ANSWER))],
  play: async (context) => {
    await openAndAsk('图书馆几点开门？')(context);
    await expect(await within(context.canvasElement).findByText('加载中...')).toBeVisible();
  },
};

/** A non-zero code shows the server's message as the answer. */
export const NonZeroCode: Story = {
  decorators: [librarianApi(() => fail(50301, 'AI服务暂时不可用，请稍后再试'))],
  play: openAndAsk('推荐几本科幻小说'),
};

export const Error: Story = {
  decorators: [librarianApi(answer('error', ANSWER))],
  play: openAndAsk('推荐几本科幻小说'),
};

/** The organisation turned the AI librarian off: nothing is rendered. */
export const Disabled: Story = {
  decorators: [librarianApi(answer('results', ANSWER), false)],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  decorators: [librarianApi(answer('results', ENGLISH_ANSWER))],
  globals: { lang: 'en' },
  play: openAndAsk('When does the library open?', 'AI librarian'),
};

export const Dark: Story = {
  decorators: [librarianApi(answer('results', ANSWER))],
  globals: { theme: 'dark' },
  play: openAndAsk('图书馆几点开门？'),
};
