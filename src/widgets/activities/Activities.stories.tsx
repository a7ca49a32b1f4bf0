import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { Activities } from './Activities';
import { activitiesServer, type ActivitiesServerOptions } from './fixtures';

const LOAD = { timeout: 5000 };
const server = (options: ActivitiesServerOptions = {}) => withStoryApi(activitiesServer(options));

const meta = {
  title: 'Widgets/Activities',
  component: Activities,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: { component: '`<lp-activities>`: library activities with sign-up.' },
    },
  },
} satisfies Meta<typeof Activities>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('春日读书沙龙', undefined, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂时没有活动。', undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看和报名图书馆活动。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Library activities', undefined, LOAD)).toBeVisible();
  },
};
