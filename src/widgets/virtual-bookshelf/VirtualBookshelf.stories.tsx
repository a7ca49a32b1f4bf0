import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { shelfServer, type ShelfServerOptions } from './fixtures';
import { VirtualBookshelf } from './VirtualBookshelf';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: ShelfServerOptions = {}) => withStoryApi(shelfServer(options));

const meta = {
  title: 'Widgets/VirtualBookshelf',
  component: VirtualBookshelf,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-virtual-bookshelf>`: reading, pre-borrowed and read shelves with statistics; entries moved, annotated, removed, or typed by hand.',
      },
    },
  },
} satisfies Meta<typeof VirtualBookshelf>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', undefined, LOAD)).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '西游记' })).toBeVisible();
  },
};

export const ReadShelf: Story = {
  args: { shelf: 'read' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', undefined, LOAD)).toHaveLength(2);
    await expect(canvas.getByText(/馆外图书/)).toBeVisible();
  },
};

export const TitleRequired: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem', undefined, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '放上书架' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入书名');
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('这个书架还是空的。', undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看我的书架。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [server({ fails: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('获取书架失败', undefined, LOAD)).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Read this year', undefined, LOAD)).toBeVisible();
  },
};
