import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fail, ok } from '../../test/fake-api';
import { withStoryApi } from '../../test/story-api';
import { CATALOGUE, book } from '../../test/search-fixtures';
import { RecommendedBooks } from './RecommendedBooks';

const BOOKS = [
  ...CATALOGUE.filter((item) => item.assettype === 1),
  book(11, '平凡的世界（全三册）', { author: '路遥' }),
  book(12, 'The Hobbit, or There and Back Again', { author: 'J.R.R. Tolkien' }),
  book(13, '百年孤独', { author: '加西亚·马尔克斯' }),
  book(14, '小王子', { author: null }),
];

const meta = {
  title: 'Widgets/RecommendedBooks',
  component: RecommendedBooks,
  decorators: [withStoryApi(() => ok(BOOKS))],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-recommended-books>`: books the library recommends, as cards linking to each book.',
      },
    },
  },
} satisfies Meta<typeof RecommendedBooks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Books: Story = {
  args: { onNavigate: fn((event: Event) => event.preventDefault()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /百年孤独/ }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  decorators: [withStoryApi(() => ({ ...ok(null), delay: 60_000 }))],
};

export const Empty: Story = { decorators: [withStoryApi(() => ok([]))] };

export const Error: Story = { decorators: [withStoryApi(() => fail(20102, '', 500))] };

export const English: Story = { globals: { lang: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
