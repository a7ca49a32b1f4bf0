import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_LIBRARIAN, withStorySession } from '../../test/session';
import { answer, withStoryApi } from '../../test/story-api';
import { DeskToday } from './DeskToday';

const LOAD = { timeout: 5000 };
const FIGURES = { loans: 12, returns: 8, renewals: 3, holdsready: 2, overdue: 5 };

const meta = {
  title: 'Widgets/DeskToday',
  component: DeskToday,
  decorators: [withStorySession(DEMO_LIBRARIAN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-desk-today>`: today’s desk figures and what needs doing, for the library’s staff.',
      },
    },
  },
} satisfies Meta<typeof DeskToday>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  decorators: [withStoryApi(answer('results', FIGURES))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('预约到书待取 2 本', undefined, LOAD)).toBeVisible();
  },
};

export const Loading: Story = { decorators: [withStoryApi(answer('loading', FIGURES))] };

export const Error: Story = {
  decorators: [withStoryApi(answer('error', FIGURES))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('请求错误', undefined, LOAD))[0]).toBeVisible();
  },
};
