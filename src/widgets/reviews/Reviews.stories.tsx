import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { reviewsServer, type ReviewsServerOptions } from './fixtures';
import { Reviews } from './Reviews';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: ReviewsServerOptions = {}) => withStoryApi(reviewsServer(options));

const meta = {
  title: 'Widgets/Reviews',
  component: Reviews,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component: '`<lp-reviews>`: my reviews, write or edit one, a book’s reviews.',
      },
    },
  },
} satisfies Meta<typeof Reviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mine: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', undefined, LOAD)).toHaveLength(2);
  },
};

export const Write: Story = {
  decorators: [server()],
  args: { view: 'write', bookid: '23' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '发表书评' }, LOAD));
    await expect(
      await canvas.findByText('请输入评论内容', { selector: '[role="alert"]' }),
    ).toBeVisible();
  },
};

export const BookReviews: Story = {
  decorators: [server()],
  args: { view: 'book', bookid: '21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('<img src=x onerror=alert(1)>写得真好', undefined, LOAD),
    ).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看和撰写书评。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('My reviews', undefined, LOAD)).toBeVisible();
  },
};
