import {
  ApiPath,
  CopyStatus,
  type Bookshelf,
  type ColumnStatistics,
  type Page,
  type ShelfAsset,
} from '../../core';
import { fail, ok, type FakeHandler, type RecordedRequest } from '../../test/fake-api';

const column = (columnid: number, position: number, first: string, last: string) => ({
  columnid,
  position,
  firstcallnumber: first,
  lastcallnumber: last,
});

/** Two shelves in the lending room, one in the children's room. */
export const SHELVES: Bookshelf[] = [
  {
    shelfid: 1,
    code: 'A01',
    locationid: 1,
    locationname: '总馆一楼借阅区',
    floor: 1,
    columns: [column(11, 1, 'I207/L1', 'I247.5/Y9'), column(12, 2, 'I247.5/Z1', 'I313/M5')],
  },
  {
    shelfid: 2,
    code: 'A02',
    locationid: 1,
    locationname: '总馆一楼借阅区',
    floor: 1,
    columns: [column(21, 1, 'I313/M6', 'I561/T7')],
  },
  {
    shelfid: 3,
    code: 'C01',
    locationid: 3,
    locationname: '少儿阅览室',
    floor: null,
    columns: [column(31, 1, 'I287/A1', 'I287/Z9')],
  },
];

const asset = (
  assetid: number,
  bookid: number,
  title: string,
  author: string | null,
  status: number,
  columnid: number,
): ShelfAsset => {
  const shelf = SHELVES.find((s) => s.columns.some((c) => c.columnid === columnid))!;
  const position = shelf.columns.find((c) => c.columnid === columnid)!.position;
  return {
    assetid,
    barcode: `YT${String(assetid).padStart(8, '0')}`,
    callnumber: `I247.5/${title.charAt(0)}${bookid}`,
    status,
    bookid,
    title,
    author,
    coverfileid: null,
    coverurl: null,
    isbn: null,
    shelfid: shelf.shelfid,
    shelfcode: shelf.code,
    columnid,
    columnposition: position,
  };
};

/** Column 11 holds 30 copies (two pages of 24); the others a few each. */
export const COLUMN_ASSETS: Record<number, ShelfAsset[]> = {
  11: [
    asset(1, 101, '活着', '余华', CopyStatus.inLibrary, 11),
    asset(2, 102, '平凡的世界', '路遥', CopyStatus.borrowed, 11),
    ...Array.from({ length: 28 }, (_, index) =>
      asset(3 + index, 200 + index, `Book ${index + 1}`, 'Anon', CopyStatus.inLibrary, 11),
    ),
  ],
  12: [asset(40, 140, 'The Hobbit', 'J.R.R. Tolkien', CopyStatus.inLibrary, 12)],
  21: [],
  31: [asset(50, 150, '草房子', '曹文轩', CopyStatus.preBorrowed, 31)],
};

export function statisticsOf(shelfid: number): ColumnStatistics[] {
  const shelf = SHELVES.find((s) => s.shelfid === shelfid)!;
  return shelf.columns.map(({ columnid }) => {
    const list = COLUMN_ASSETS[columnid] ?? [];
    return {
      columnid,
      titles: new Set(list.map((a) => a.bookid)).size,
      copies: list.length,
      onloan: list.filter((a) => a.status === CopyStatus.borrowed).length,
      available: list.filter((a) => a.status === CopyStatus.inLibrary).length,
      categories: list.length
        ? [{ code: 'I', name: '文学', titles: list.length, copies: list.length }]
        : [],
    };
  });
}

function pageOf(request: RecordedRequest): Page<ShelfAsset> {
  const body = request.body ?? {};
  if (typeof body.barcode === 'string') {
    const found = Object.values(COLUMN_ASSETS)
      .flat()
      .filter((a) => a.barcode === body.barcode);
    return { total: found.length, index: 1, pagesize: 1, list: found };
  }
  const list = COLUMN_ASSETS[Number(body.columnid)] ?? [];
  const index = Number(body.pageindex ?? 1);
  const size = Number(body.pagesize ?? 24);
  return {
    total: list.length,
    index,
    pagesize: size,
    list: list.slice((index - 1) * size, index * size),
  };
}

export interface ShelfServerOptions {
  shelves?: Bookshelf[];
  fails?: boolean;
  delay?: number;
}

/** The fake shelves API the tests and stories share. */
export function shelfServer(options: ShelfServerOptions = {}): FakeHandler {
  return (request) => {
    if (options.fails) return fail(20102, '', 500);
    const reply = (data: unknown) => ({ ...ok(data), delay: options.delay });
    if (request.path.endsWith(ApiPath.bookshelves)) return reply(options.shelves ?? SHELVES);
    if (request.path.endsWith(ApiPath.shelfColumnStatistics)) {
      return reply(statisticsOf(Number(request.body?.shelfid)));
    }
    if (request.path.endsWith(ApiPath.shelfAssets)) return reply(pageOf(request));
    return fail(40401, 'not found', 404);
  };
}
