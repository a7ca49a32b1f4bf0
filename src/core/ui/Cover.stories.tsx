import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cover } from './Cover';
import type { CoverBook } from './GeneratedCover';

/** A shelf of books none of which has a reachable cover: each drawn in a colour of its own. */
const SHELF: CoverBook[] = [
  { bookid: 1, title: '三体', author: '刘慈欣' },
  { bookid: 2, title: '球状闪电', author: '刘慈欣' },
  { bookid: 3, title: 'Harry Potter and the Philosopher’s Stone', author: 'J.K. Rowling' },
  { bookid: 4, title: '平凡的世界（全三册）', author: '路遥' },
  { bookid: 5, title: 'The Hitchhiker’s Guide to the Galaxy', author: 'Douglas Adams' },
  { bookid: 6, title: '红楼梦', author: '曹雪芹 著；无名氏 续；程伟元、高鹗 整理' },
  { bookid: 7, title: 'Pride and Prejudice', author: null },
  { bookid: 8, title: 'Supercalifragilisticexpialidocious-and-other-unbreakable-words' },
  // Catalogue text is untrusted: it shows as text.
  { bookid: 9, title: '<img src=x onerror="alert(1)">', author: '<b>not bold</b>' },
];

function Shelf({ width }: { width: number }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
      {SHELF.map((book) => (
        <Cover
          key={book.bookid}
          src={null}
          alt={`${book.title} 的封面`}
          width={width}
          book={book}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Core/Cover',
  component: Shelf,
  args: { width: 72 },
  parameters: {
    docs: {
      description: {
        component:
          'A book without a reachable cover (none on file, or still failing after 3 retries) gets one drawn from it: title and author on a colour picked by a stable hash of the book, the size of a real cover, named by its title.',
      },
    },
  },
} satisfies Meta<typeof Shelf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search results' size. */
export const GeneratedInResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '三体' })).toHaveTextContent('三体刘慈欣');
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
};

/** The book detail's size. */
export const GeneratedOnDetail: Story = { args: { width: 140 } };

/** The recommendations' size. */
export const GeneratedInRecommendations: Story = { args: { width: 112 } };

export const Dark: Story = { globals: { theme: 'dark' } };
