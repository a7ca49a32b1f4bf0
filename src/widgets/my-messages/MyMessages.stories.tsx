import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { messagesServer, type MessagesServerOptions } from './fixtures';
import { MyMessages } from './MyMessages';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: MessagesServerOptions = {}) => withStoryApi(messagesServer(options));

const meta = {
  title: 'Widgets/MyMessages',
  component: MyMessages,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-my-messages>`: reminders and replies, unread marked, and the message board.',
      },
    },
  },
} satisfies Meta<typeof MyMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', undefined, LOAD)).toHaveLength(10);
    await expect(canvas.getByText('2 条未读')).toBeVisible();
  },
};

export const EmptyMessage: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem', undefined, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '提交留言' }));
    await expect(
      await canvas.findByText('请输入留言', { selector: '[role="alert"]' }),
    ).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看我的消息。', undefined, LOAD),
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
    await expect(await canvas.findByText('2 unread', undefined, LOAD)).toBeVisible();
  },
};
