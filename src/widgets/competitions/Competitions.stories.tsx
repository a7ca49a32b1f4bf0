import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { Competitions } from './Competitions';
import { competitionsServer, type CompetitionsServerOptions } from './fixtures';

const LOAD = { timeout: 5000 };
const server = (options: CompetitionsServerOptions = {}) =>
  withStoryApi(competitionsServer(options));

const meta = {
  title: 'Widgets/Competitions',
  component: Competitions,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component: '`<lp-competitions>`: reading competitions with rules and standings.',
      },
    },
  },
} satisfies Meta<typeof Competitions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('读者 C3D4', undefined, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂时没有阅读竞赛。', undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看阅读竞赛。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Reader C3D4', undefined, LOAD)).toBeVisible();
  },
};
