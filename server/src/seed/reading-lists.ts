/**
 * The demo's reading lists: 李明's virtual bookshelf (a book on each shelf, one typed by hand
 * because he read it elsewhere), and 陈思雨's booklists, one public and one private, so
 * browsing other readers' lists shows something and the private one can be seen not to leak.
 */
import type { Database } from '../db/client';
import { readerBookList, readerBookListItem } from '../db/schema';
import { readerShelfEntry, type Shelf } from '../db/tables/reading-lists';
import { sameBookKey } from '../queries/reader-shelf';
import type { BookRow } from './catalogue';
import { OrgIds } from './content';
import { ReaderIds } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 陈思雨, 20230002 of YTKJ (people.ts). */
const CHEN_SIYU = 4;

interface ShelfPlan {
  shelf: Shelf;
  /** A YTKJ catalogue title, or a book typed by hand (`typed`). */
  title: string;
  typed?: { author: string; isbn: string };
  note: string;
  daysAgo: number;
}

export const demoShelf: ShelfPlan[] = [
  { shelf: 'reading', title: '西游记', note: '读到第四十回。', daysAgo: 4 },
  { shelf: 'preborrow', title: '三体', note: '', daysAgo: 2 },
  { shelf: 'read', title: '活着', note: '书不厚，后劲很大。', daysAgo: 3 },
  {
    shelf: 'read',
    title: '小王子',
    typed: { author: '圣埃克苏佩里', isbn: '9787020042494' },
    note: '在市图书馆借的。',
    daysAgo: 40,
  },
];

export const demoBooklists = [
  {
    name: '科幻入门',
    description: '给刚开始读科幻的同学。',
    isPublic: true,
    titles: ['三体'],
    daysAgo: 9,
  },
  { name: '自己的书单', description: '', isPublic: false, titles: ['活着'], daysAgo: 7 },
] as const;

export async function insertReadingListsDemo(db: Database, books: BookRow[], now: Date) {
  const book = (title: string) => {
    const row = books.find((b) => b.organizationId === OrgIds.ytkj && b.title === title);
    if (!row) throw new Error(`seed: no YTKJ book ${title}`);
    return row;
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db.insert(readerShelfEntry).values(
    demoShelf.map((plan) => {
      const catalogued = plan.typed ? undefined : book(plan.title);
      const isbn = plan.typed?.isbn ?? catalogued?.isbn13 ?? catalogued?.isbn10 ?? '';
      return {
        organizationId: OrgIds.ytkj,
        readerId: ReaderIds.ytkjStudent,
        shelf: plan.shelf,
        bookId: catalogued?.id ?? null,
        title: plan.title,
        author: plan.typed?.author ?? catalogued?.author ?? '',
        isbn,
        note: plan.note,
        sameBookKey: sameBookKey(catalogued?.id, plan.title, isbn),
        createdAt: ago(plan.daysAgo),
        shelvedAt: ago(plan.daysAgo),
      };
    }),
  );

  for (const plan of demoBooklists) {
    const [list] = await db
      .insert(readerBookList)
      .values({
        readerId: CHEN_SIYU,
        name: plan.name,
        description: plan.description,
        isPublic: plan.isPublic,
        createdAt: ago(plan.daysAgo),
      })
      .returning({ id: readerBookList.id });
    if (!list) throw new Error('seed: booklist insert returned nothing');
    await db
      .insert(readerBookListItem)
      .values(plan.titles.map((title) => ({ listId: list.id, bookId: book(title).id })));
  }
}
