import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { recommendedServer, type RecommendedServerOptions } from './fixtures';
import { RecommendedReading } from './RecommendedReading';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: RecommendedServerOptions = {}) => withStoryApi(recommendedServer(options));

const meta = {
  title: 'Widgets/RecommendedReading',
  component: RecommendedReading,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-recommended-reading>`: books for the logged-in reader, of the categories they read, then the popular ones.',
      },
    },
  },
} satisfies Meta<typeof RecommendedReading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Books: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('link', { name: /平凡的世界/ }, LOAD);
    await expect(card).toHaveTextContent('与你常读的图书同类');
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后查看为你推荐的图书。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ books: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('暂时没有可推荐的图书，多借几本书后再来看看吧。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Loading: Story = { decorators: [server({ delay: 60_000 })] };

export const Error: Story = {
  decorators: [server({ fails: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请求错误', undefined, LOAD)).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('link', { name: /The Little Prince/ }, LOAD);
    await expect(card).toHaveTextContent('Popular here');
  },
};

export const EnglishLoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Log in to see books recommended for you.', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Dark: Story = { decorators: [server()], globals: { theme: 'dark' } };
