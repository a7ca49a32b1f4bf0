import type * as t from '../db/schema';
import { defaultBooksCsv } from '../paths';
import {
  buildCopies,
  chineseToBook,
  goodbookToBook,
  readGoodbooks,
  type BookRow,
  type CopyRow,
  type Locations,
} from './catalogue';
import { chineseTitles } from './chinese-titles';
import { ORG_IDS, OrgIds, locationFloors, locationNames, preborrowSiteNames } from './content';
import { buildPeople, type People } from './people';
import { createRandom } from '../random';

/** DEMO2 holds the Chinese titles and the first 2,000 English ones. */
const DEMO2_ENGLISH_TITLES = 2000;

export interface DemoDataOptions {
  /** goodbooks-10k books.csv (env LIBPORTAL_BOOKS_CSV, else server/data/goodbooks-10k/books.csv). */
  booksCsv?: string;
  /** Read only the first N rows of books.csv: for tests that do not need all 10,000. */
  catalogueLimit?: number;
}

export interface DemoData {
  locations: (typeof t.libraryLocation.$inferInsert & { id: number })[];
  sites: (typeof t.preborrowSite.$inferInsert & { id: number })[];
  books: BookRow[];
  copies: CopyRow[];
  people: People;
  now: Date;
}

const sequence = () => {
  let n = 0;
  return () => ++n;
};

function libraryRooms(nextId: () => number) {
  const rows = ORG_IDS.flatMap((organizationId) =>
    locationNames.map((name) => ({
      id: nextId(),
      organizationId,
      name,
      floor: locationFloors[name],
    })),
  );
  const forOrg = (organizationId: number): Locations => {
    const ids = rows.filter((row) => row.organizationId === organizationId).map((row) => row.id);
    const [lending = 0, socialSciences = 0, children = 0, periodicals = 0] = ids;
    return { lending, socialSciences, children, periodicals };
  };
  return { rows, forOrg };
}

/** Everything to insert, built in memory first (deterministic apart from `now`). */
export async function buildDemoData(options: DemoDataOptions, now: Date): Promise<DemoData> {
  const csv = options.booksCsv ?? process.env.LIBPORTAL_BOOKS_CSV ?? defaultBooksCsv;
  const records = await readGoodbooks(csv, options.catalogueLimit);
  const random = createRandom(20230001);
  const nextBookId = sequence();
  const rooms = libraryRooms(sequence());
  const nextSiteId = sequence();
  const sites = ORG_IDS.flatMap((organizationId) =>
    preborrowSiteNames.map((name) => ({ id: nextSiteId(), organizationId, name })),
  );

  const ytkjBooks = [
    ...records.map((record) => goodbookToBook(record, nextBookId(), OrgIds.ytkj, random)),
    ...chineseTitles.map((title) => chineseToBook(title, nextBookId(), OrgIds.ytkj, random)),
  ];
  const demo2Books = [
    ...chineseTitles.map((title) => chineseToBook(title, nextBookId(), OrgIds.demo2, random)),
    ...records
      .slice(0, DEMO2_ENGLISH_TITLES)
      .map((record) => goodbookToBook(record, nextBookId(), OrgIds.demo2, random)),
  ];
  const nextCopyId = sequence();
  const copies = [
    ...buildCopies(ytkjBooks, 'YT', rooms.forOrg(OrgIds.ytkj), random, nextCopyId),
    ...buildCopies(demo2Books, 'DM', rooms.forOrg(OrgIds.demo2), random, nextCopyId),
  ];
  const books = [...ytkjBooks, ...demo2Books];

  const bookKey = (organizationId: number, title: string) => `${organizationId}\u0001${title}`;
  const bookIdByKey = new Map(
    books.map((book) => [bookKey(book.organizationId, book.title), book.id]),
  );
  const copiesByBook = new Map<number, CopyRow[]>();
  for (const copy of copies) {
    const list = copiesByBook.get(copy.bookId);
    if (list) list.push(copy);
    else copiesByBook.set(copy.bookId, [copy]);
  }
  const people = buildPeople(
    {
      copiesOf: (organizationId, title) =>
        copiesByBook.get(bookIdByKey.get(bookKey(organizationId, title)) ?? 0) ?? [],
      sites: (organizationId) =>
        sites.filter((site) => site.organizationId === organizationId).map((site) => site.id),
    },
    books,
    now,
  );
  return { locations: rooms.rows, sites, books, copies, people, now };
}
