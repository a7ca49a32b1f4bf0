import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { rankingServer, type RankingServerOptions } from './fixtures';
import { RankingExcerpt } from './RankingExcerpt';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: RankingServerOptions = {}) => withStoryApi(rankingServer(options));

const meta = {
  title: 'Widgets/RankingExcerpt',
  component: RankingExcerpt,
  args: { onNavigate: (event) => event.preventDefault() },
  // Logged in unless a story logs out (its decorator runs inside this one).
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          "`<lp-ranking-excerpt>`: the organisation's most borrowed books of the year, month or week, and the reader's own loans and place.",
      },
    },
  },
} satisfies Meta<typeof RankingExcerpt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const books = await canvas.findByRole('list', { name: '2031年5月借阅最多的图书' }, LOAD);
    await expect(within(books).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(/排第 5 名/)).toBeVisible();
  },
};

export const Week: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /借阅最多的图书/ }, LOAD);
    await userEvent.click(canvas.getByRole('radio', { name: '周榜' }));
    await expect(
      await canvas.findByRole('list', { name: '5月12日 至 5月18日借阅最多的图书' }, LOAD),
    ).toBeVisible();
  },
};

export const Year: Story = { args: { period: 'year', count: 10 }, decorators: [server()] };

/** A reader who has not borrowed in the period is encouraged, not ranked. */
export const NotBorrowedYet: Story = {
  decorators: [server({ mine: { borrows: 0, rank: null, readers: 120 } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('你本月还没有借书，去找一本喜欢的书吧。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后可以看到自己的借阅名次。', undefined, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ books: { month: [] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('本月还没有借阅记录。', undefined, LOAD)).toBeVisible();
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
    await expect(
      await canvas.findByRole('list', { name: 'Most borrowed books, May 2031' }, LOAD),
    ).toBeVisible();
  },
};

export const EnglishLoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Log in to see your own place.', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Dark: Story = { decorators: [server()], globals: { theme: 'dark' } };
