import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  ANONYMOUS_COMMENT,
  MY_COMMENT,
  OTHERS_COMMENT,
  detailServer,
  type DetailServerOptions,
} from '../../test/book-detail-fixtures';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { BookDetail } from './BookDetail';

/** The first data of a story can take a while on a busy machine (several round trips). */
const LOAD = { timeout: 5000 };

const server = (options: DetailServerOptions = {}) => withStoryApi(detailServer(options));
const loggedIn = withStorySession(true);

const meta = {
  title: 'Widgets/BookDetail',
  component: BookDetail,
  args: { bookid: '1', onNavigate: (event) => event.preventDefault() },
  // Logged out unless a story logs in (its decorator runs inside this one).
  decorators: [withStorySession(false)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-book-detail>`: the record, cover, rating from the book-info service, copies with "where is it", collect, recommend, pre-borrow and comments.',
      },
    },
  },
} satisfies Meta<typeof BookDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullDetail: Story = {
  decorators: [server()],
  // Text queries: role queries over the whole detail are slow in the jsdom story tests.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12345 人评价', undefined, LOAD)).toBeVisible();
    await expect(await canvas.findByText('YT00000011', undefined, LOAD)).toBeVisible();
    await expect(canvas.getByText('¥23.00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-value="4.5"]')).not.toBeNull();
  },
};

export const Loading: Story = { decorators: [server({ book: 'loading' })] };

export const Error: Story = {
  decorators: [server({ book: 'error' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', undefined, LOAD)).toBeVisible();
  },
};

export const NotFound: Story = { decorators: [server({ book: 'notFound' })] };

/** The book-info service is down: no rating, everything else shown. */
export const NoRating: Story = {
  decorators: [server({ info: 'down' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无评分', undefined, LOAD)).toBeVisible();
    await expect(await canvas.findByText('YT00000011', undefined, LOAD)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '内容简介' })).toBeVisible();
  },
};

export const NoCopies: Story = { decorators: [server({ assets: [] })] };

/** Logged out: comments readable, a prompt to log in to write one. */
export const LoggedOut: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('登录后可以发表评论。', undefined, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(await canvas.findByText('王芳', undefined, LOAD)).toBeVisible();
  },
};

/** Logged in: the reader's own comment has edit and delete; the others do not. */
export const CommentsMineAndOthers: Story = {
  decorators: [loggedIn, server({ comments: [OTHERS_COMMENT, MY_COMMENT, ANONYMOUS_COMMENT] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('我的读后感', undefined, LOAD);
    await expect(canvas.getAllByRole('button', { name: '编辑我的评论' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: '删除我的评论' })).toHaveLength(1);
  },
};

export const BlankCommentRefused: Story = {
  decorators: [loggedIn, server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '发表' }, LOAD));
    await expect(await canvas.findByText('请输入评论内容', undefined, LOAD)).toBeVisible();
  },
};

export const EditOwnComment: Story = {
  decorators: [loggedIn, server({ comments: [MY_COMMENT] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑我的评论' }, LOAD));
    await expect(canvas.getByRole('textbox', { name: '编辑我的评论' })).toHaveValue('我的读后感');
  },
};

export const SubmitFails: Story = {
  decorators: [loggedIn, server({ refuse: { save: '内容包含敏感词' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '发表评论' }, LOAD), '好书');
    await userEvent.click(canvas.getByRole('button', { name: '发表' }));
    await expect(
      await within(document.body).findByText('评论提交失败：内容包含敏感词', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Collected: Story = {
  decorators: [
    loggedIn,
    server({ collected: true, recommend: { bookid: 1, recommended: true, count: 5 } }),
  ],
};

export const English: Story = {
  decorators: [loggedIn, server({ comments: [OTHERS_COMMENT, MY_COMMENT] })],
  globals: { lang: 'en' },
};

export const Dark: Story = {
  decorators: [loggedIn, server({ comments: [OTHERS_COMMENT, MY_COMMENT] })],
  globals: { theme: 'dark' },
};
