import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { BorrowHistory } from './BorrowHistory';
import { historyServer, type HistoryServerOptions } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: HistoryServerOptions = {}) => withStoryApi(historyServer(options));

const meta = {
  title: 'Widgets/BorrowHistory',
  component: BorrowHistory,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-borrow-history>`: the opt-in reading history, "delete my history", and the calendar feed.',
      },
    },
  },
} satisfies Meta<typeof BorrowHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '借阅历史' }, LOAD);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(await canvas.findByText('第 2 / 2 页', undefined, LOAD)).toBeVisible();
  },
};

export const Off: Story = {
  decorators: [server({ keep: false })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('你没有开启借阅历史，这里不会显示已归还的图书。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const CalendarShown: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '获取订阅地址' }, LOAD));
    const field = await canvas.findByRole('textbox', { name: '日历订阅地址' }, LOAD);
    await expect((field as HTMLInputElement).value).toMatch(/secret-one\.ics$/);
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看借阅历史。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [server({ fails: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('请求错误', undefined, LOAD))[0]).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Borrowing history' }, LOAD),
    ).toBeVisible();
  },
};
