import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { rssServer, type RssServerOptions } from './fixtures';
import { RssReader } from './RssReader';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: RssServerOptions = {}) => withStoryApi(rssServer(options));

const meta = {
  title: 'Widgets/RssReader',
  component: RssReader,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-rss-reader>`: the reader’s RSS subscriptions (add, edit, remove) and a feed’s items as text.',
      },
    },
  },
} satisfies Meta<typeof RssReader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadingAFeed: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '阅读「图书馆新闻」' }, LOAD));
    const link = await canvas.findByRole('link', { name: /本周新书/ }, LOAD);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AddWithValidation: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '添加订阅' }, LOAD));
    await userEvent.type(canvas.getByLabelText('订阅地址'), 'ftp://example.org/feed');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入名称')).toBeVisible();
    await expect(canvas.getByText('请输入有效的网址（以 http:// 或 https:// 开头）')).toBeVisible();
  },
};

export const FeedRefused: Story = {
  decorators: [server({ feedFails: '不能订阅内部网络或本机地址' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '阅读「图书馆新闻」' }, LOAD));
    await expect(
      await canvas.findByText('获取内容失败，请检查网络连接或RSS源可用性', {}, LOAD),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ subscriptions: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/还没有订阅/, {}, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('登录后才能订阅和阅读 RSS。', {}, LOAD)).toBeVisible();
  },
};
