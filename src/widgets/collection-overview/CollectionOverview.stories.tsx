import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStoryApi } from '../../test/story-api';
import { CollectionOverview } from './CollectionOverview';
import { overviewServer } from './fixtures';

const meta = {
  title: 'Widgets/CollectionOverview',
  component: CollectionOverview,
  decorators: [withStoryApi(overviewServer())],
  parameters: {
    docs: {
      description: {
        component:
          "`<lp-collection-overview>`: the library's holdings by location and by category, with titles and copies.",
      },
    },
  },
} satisfies Meta<typeof CollectionOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByLocation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '查看少儿阅览室的类别' }));
    await expect(
      await canvas.findByRole('table', { name: '少儿阅览室各类别的馆藏' }),
    ).toBeVisible();
  },
};

export const ByCategory: Story = { args: { type: 'category' } };

export const OneLocation: Story = { args: { locationid: '3' } };

export const UnknownLocation: Story = { args: { locationid: '77' } };

export const Error: Story = { decorators: [withStoryApi(overviewServer({ fails: true }))] };

export const English: Story = { globals: { lang: 'en' } };

export const Dark: Story = { args: { type: 'category' }, globals: { theme: 'dark' } };
