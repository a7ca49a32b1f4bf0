import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { boardServer, type BoardServerOptions } from './fixtures';
import { Ranking } from './Ranking';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: BoardServerOptions = {}) => withStoryApi(boardServer(options));

const meta = {
  title: 'Widgets/Ranking',
  component: Ranking,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-ranking>`: the most borrowed books and most active readers of the school, class or grade, by year, month or week; private readers by alias.',
      },
    },
  },
} satisfies Meta<typeof Ranking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const School: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const readers = await canvas.findByRole('list', { name: /借阅最多的读者/ }, LOAD);
    await expect(within(readers).getByText('读者 ·3F2A')).toBeVisible();
  },
};

export const MyClassThisWeek: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /借阅最多的读者/ }, LOAD);
    await userEvent.click(canvas.getByRole('radio', { name: '周榜' }));
    await userEvent.click(canvas.getByRole('radio', { name: '本班' }));
    const readers = await canvas.findByRole('list', { name: /借阅最多的读者，5月12日/ }, LOAD);
    await expect(within(readers).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /借阅最多的图书/ }, LOAD);
    await expect(canvas.queryByRole('radio', { name: '本班' })).toBeNull();
  },
};
