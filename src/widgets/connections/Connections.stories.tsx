import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { Connections } from './Connections';
import { connectionsServer, type ConnectionsServerOptions } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: ConnectionsServerOptions = {}) => withStoryApi(connectionsServer(options));

const meta = {
  title: 'Widgets/Connections',
  component: Connections,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-connections>`: find and follow classmates, following and fans, shared reading.',
      },
    },
  },
} satisfies Meta<typeof Connections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Following: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('陈思雨', undefined, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '陈思雨 在读的书' }));
    await expect(await canvas.findByText(/小王子/)).toBeVisible();
  },
};

export const Fans: Story = {
  decorators: [server()],
  args: { list: 'fans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A fan who keeps their name private appears by alias, without class or grade.
    await expect(await canvas.findByText('读者 ·7F3A', undefined, LOAD)).toBeVisible();
  },
};

export const Search: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('陈思雨', undefined, LOAD);
    await userEvent.type(canvas.getByRole('searchbox'), '赵子轩');
    await userEvent.click(canvas.getByRole('button', { name: '查找' }));
    await expect(await canvas.findByRole('button', { name: '关注 赵子轩' })).toBeVisible();
  },
};

/** A classmate who keeps their name private is found by their whole reader code only. */
export const SearchByCode: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('陈思雨', undefined, LOAD);
    await userEvent.type(canvas.getByRole('searchbox'), '20230004');
    await userEvent.click(canvas.getByRole('button', { name: '查找' }));
    await expect(await canvas.findByRole('button', { name: '回关 读者 ·7F3A' })).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能关注同学、查看粉丝。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Following and fans', undefined, LOAD)).toBeVisible();
  },
};
