import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { AccountList } from './AccountList';
import { listServer, type ListServerOptions } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: ListServerOptions = {}) => withStoryApi(listServer(options));

const meta = {
  title: 'Widgets/AccountList',
  component: AccountList,
  args: { list: 'subtenancy', onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-account-list>`: one list of the reader’s account, by its `list` attribute.',
      },
    },
  },
} satisfies Meta<typeof AccountList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subtenancy: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '转借记录' }, LOAD);
    await expect(within(table).getByRole('rowheader')).toHaveTextContent('围城');
  },
};

export const Collection: Story = {
  args: { list: 'collection' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('第 1 / 2 页', undefined, LOAD)).toBeVisible();
  },
};

export const Overdue: Story = {
  args: { list: 'overdue' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '逾期图书' }, LOAD);
    await expect(table).toHaveTextContent('逾期 4 天');
  },
};

export const Empty: Story = {
  args: { list: 'purchased' },
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('没有购买记录。', undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('登录后才能查看。', undefined, LOAD)).toBeVisible();
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
    await expect(await canvas.findByRole('table', { name: 'Sublet records' }, LOAD)).toBeVisible();
  },
};
