import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { Booklists } from './Booklists';
import { booklistServer, type BooklistServerOptions } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: BooklistServerOptions = {}) => withStoryApi(booklistServer(options));

const meta = {
  title: 'Widgets/Booklists',
  component: Booklists,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-booklists>`: the reader’s booklists (create, edit, delete, books) and other readers’ public lists; with `reader`, one reader’s public lists.',
      },
    },
  },
} satisfies Meta<typeof Booklists>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyLists: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /寒假阅读计划/ }, LOAD)).toBeVisible();
    await expect(await canvas.findByText(/陈思雨 的书单/, undefined, LOAD)).toBeVisible();
  },
};

export const NameRequired: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /寒假阅读计划/ }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '新建' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入书单名称');
  },
};

export const OpenList: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '查看图书：寒假阅读计划' }, LOAD),
    );
    await expect(await canvas.findByRole('link', { name: '红楼梦' }, LOAD)).toBeVisible();
  },
};

export const AnotherReader: Story = {
  args: { reader: '4' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /科幻入门/ }, LOAD)).toBeVisible();
    await expect(canvas.queryByText(/自己的书单/)).toBeNull();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后可以建立和管理自己的书单。', undefined, LOAD),
    ).toBeVisible();
    // A visitor still browses the organisation's public lists.
    await expect(await canvas.findByRole('heading', { name: /科幻入门/ }, LOAD)).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [server({ fails: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('获取书单失败', undefined, LOAD))[0]).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My booklists' }, LOAD)).toBeVisible();
  },
};
