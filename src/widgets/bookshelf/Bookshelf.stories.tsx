import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStoryApi } from '../../test/story-api';
import { Bookshelf } from './Bookshelf';
import { shelfServer } from './fixtures';

const meta = {
  title: 'Widgets/Bookshelf',
  component: Bookshelf,
  decorators: [withStoryApi(shelfServer())],
  args: { onNavigate: fn((event: Event) => event.preventDefault()) },
  parameters: {
    docs: {
      description: {
        component:
          "`<lp-bookshelf>`: the library's virtual shelf; pick a shelf and a column to see its figures and books.",
      },
    },
  },
} satisfies Meta<typeof Bookshelf>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shelves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shelf = await canvas.findByRole('group', { name: '书架 A01 的各列' });
    const [first] = within(shelf).getAllByRole('button');
    first?.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(await canvas.findByRole('link', { name: /The Hobbit/ })).toBeVisible();
  },
};

export const ColumnOpen: Story = {
  args: { column: '11' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /活着/ }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const ShelfNotFound: Story = { args: { shelf: '999' } };

export const NoShelves: Story = { decorators: [withStoryApi(shelfServer({ shelves: [] }))] };

export const Loading: Story = { decorators: [withStoryApi(shelfServer({ delay: 60_000 }))] };

export const Error: Story = { decorators: [withStoryApi(shelfServer({ fails: true }))] };

export const English: Story = { args: { column: '11' }, globals: { lang: 'en' } };

export const Dark: Story = { args: { column: '11' }, globals: { theme: 'dark' } };
