import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { readerCardServer, TEACHER_SUMMARY, type ReaderCardServerOptions } from './fixtures';
import { ReaderCard } from './ReaderCard';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: ReaderCardServerOptions = {}) => withStoryApi(readerCardServer(options));

const meta = {
  title: 'Widgets/ReaderCard',
  component: ReaderCard,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-reader-card>`: the logged-in reader’s card — card number, validity, class, school, points, deposit, arrears, loans, medals, follows and fans.',
      },
    },
  },
} satisfies Meta<typeof ReaderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '李明' }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '超期：1，查看详情' })).toBeVisible();
    await expect(await canvas.findByText('已获得 2 / 3 枚', undefined, LOAD)).toBeVisible();
  },
};

export const Teacher: Story = {
  decorators: [server({ summary: TEACHER_SUMMARY })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '王老师' }, LOAD)).toBeVisible();
    await expect(canvas.getByText('已过期')).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后查看你的读者证、积分、押金和借阅情况。', undefined, LOAD),
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
    await expect(
      await canvas.findByRole('link', { name: 'Overdue: 1, show details' }, LOAD),
    ).toBeVisible();
  },
};

export const Dark: Story = { decorators: [server()], globals: { theme: 'dark' } };
