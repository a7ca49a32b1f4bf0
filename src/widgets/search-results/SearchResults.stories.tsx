import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BookSummary } from '../../core';
import { fail, ok } from '../../test/fake-api';
import { withStoryApi } from '../../test/story-api';
import { SearchResults } from './SearchResults';

const books: BookSummary[] = [
  ["Harry Potter and the Sorcerer's Stone", 'J.K. Rowling', 1997],
  ['三体', '刘慈欣', 2008],
  ['骆驼祥子', '老舍', 1936],
].map(([title, author, year], index) => ({
  bookid: index + 1,
  title: String(title),
  author: String(author),
  publisher: index === 0 ? 'Scholastic' : '人民文学出版社',
  publishyear: Number(year),
  isbn: null,
  isbn13: null,
  assettype: 1,
  cover: null,
  coverfileid: null,
  language: null,
  available: index,
  copies: 2,
}));

const results = (list: BookSummary[]) =>
  withStoryApi((request) =>
    request.path.endsWith('/Book/Query/Asset')
      ? ok([
          {
            assetid: 1,
            barcode: 'YT00000001',
            callnumber: 'I247.5/L5',
            collectionlocation: '总馆一楼借阅区',
            currentlocation: '总馆一楼借阅区',
            status: 3,
          },
        ])
      : ok({ total: list.length, index: 1, pagesize: 20, list }),
  );

const meta = {
  title: 'Widgets/SearchResults',
  component: SearchResults,
  args: { keyword: 'harry' },
  parameters: {
    docs: {
      description: {
        component: '`<lp-search-results>`: results with availability, holdings and paging.',
      },
    },
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = { decorators: [results(books)] };

export const WithHoldings: Story = {
  decorators: [results(books)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: '查看馆藏' });
    await userEvent.click(first!);
    await expect(await canvas.findByText('YT00000001')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withStoryApi(() => ({ ...ok(null), delay: 60_000 }))],
};

export const Empty: Story = { decorators: [results([])] };

export const Error: Story = { decorators: [withStoryApi(() => fail(20102, '', 500))] };

export const English: Story = { decorators: [results(books)], globals: { lang: 'en' } };

export const Dark: Story = { decorators: [results(books)], globals: { theme: 'dark' } };
