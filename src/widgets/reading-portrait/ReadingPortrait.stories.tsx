import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { portraitServer, type PortraitServerOptions } from './fixtures';
import { ReadingPortrait } from './ReadingPortrait';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: PortraitServerOptions = {}) => withStoryApi(portraitServer(options));

const meta = {
  title: 'Widgets/ReadingPortrait',
  component: ReadingPortrait,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          "`<lp-reading-portrait>`: the reader's year in numbers, streaks, loans per month, subjects and favourite authors (charts with tables), medals and the ranking name setting.",
      },
    },
  },
} satisfies Meta<typeof ReadingPortrait>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisYear: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('第 5 名（共 120 人）', {}, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /图表/ })).toHaveLength(3);
  },
};

export const AsTables: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('第 5 名（共 120 人）', {}, LOAD);
    await userEvent.click(canvas.getAllByText('以表格查看')[1] as HTMLElement);
    await expect(canvas.getByRole('table', { name: '阅读分类' })).toBeVisible();
  },
};

export const EmptyYear: Story = { args: { year: 2030 }, decorators: [server()] };

export const LoggedOut: Story = { decorators: [server(), withStorySession(false)] };
