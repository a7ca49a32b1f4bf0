import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStoryApi } from '../../test/story-api';
import { floorMapServer } from './fixtures';
import { FloorMap } from './FloorMap';

const meta = {
  title: 'Widgets/FloorMap',
  component: FloorMap,
  decorators: [withStoryApi(floorMapServer())],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-floor-map>`: the library in 3D with the way from the entrance to a copy’s shelf and column, and the same way in words (the 3D code loads when the map is on screen).',
      },
    },
  },
} satisfies Meta<typeof FloorMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToABook: Story = {
  args: { bookid: '7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await canvas.findByRole('list', { name: '怎么走' });
    await expect(steps.textContent).toContain('第 2 排书架（A02）');
  },
};

export const UpstairsCopyOnLoan: Story = { args: { barcode: 'YT00000080' } };

export const Library: Story = {};

export const NotOnShelf: Story = { args: { bookid: '9' } };

export const NoShelves: Story = { decorators: [withStoryApi(floorMapServer({ shelves: [] }))] };

export const Error: Story = { decorators: [withStoryApi(floorMapServer({ fails: true }))] };

export const English: Story = { args: { bookid: '7' }, globals: { lang: 'en' } };

export const Dark: Story = { args: { bookid: '7' }, globals: { theme: 'dark' } };
