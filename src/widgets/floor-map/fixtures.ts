import { ApiPath, CopyStatus, type Bookshelf, type Page, type ShelfAsset } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const column = (columnid: number, position: number, first: string, last: string) => ({
  columnid,
  position,
  firstcallnumber: first,
  lastcallnumber: last,
});

/**
 * A small library: the lending room on the ground floor (two shelves), the children's room on
 * the second floor (one shelf), and a periodicals room whose storey was never recorded.
 */
export const MAP_SHELVES: Bookshelf[] = [
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
    columns: [column(21, 1, 'I313/M6', 'I561/T7'), column(22, 2, 'I561/T8', 'I712/Z9')],
  },
  {
    shelfid: 3,
    code: 'C01',
    locationid: 3,
    locationname: '少儿阅览室',
    floor: 2,
    columns: [column(31, 1, 'I287/A1', 'I287/Z9')],
  },
  {
    shelfid: 4,
    code: 'D01',
    locationid: 4,
    locationname: '期刊室',
    floor: null,
    columns: [column(41, 1, 'Z1', 'Z9')],
  },
];

const place = (
  assetid: number,
  bookid: number,
  title: string,
  status: number,
  shelfid: number,
  columnid: number,
): ShelfAsset => {
  const shelf = MAP_SHELVES.find((s) => s.shelfid === shelfid)!;
  return {
    assetid,
    barcode: `YT${String(assetid).padStart(8, '0')}`,
    callnumber: `I561/T${assetid}`,
    status,
    bookid,
    title,
    author: null,
    coverfileid: null,
    coverurl: null,
    isbn: null,
    shelfid,
    shelfcode: shelf.code,
    columnid,
    columnposition: shelf.columns.find((c) => c.columnid === columnid)!.position,
  };
};

/** Book 7 stands on A02's second column (one copy out); book 8 in the children's room. */
export const BOOK_PLACES: Record<number, ShelfAsset[]> = {
  7: [
    place(70, 7, '平凡的世界', CopyStatus.inLibrary, 2, 22),
    place(71, 7, '平凡的世界', CopyStatus.borrowed, 2, 22),
  ],
  8: [place(80, 8, '草房子', CopyStatus.borrowed, 3, 31)],
  9: [],
};

const page = (list: ShelfAsset[]): Page<ShelfAsset> => ({
  total: list.length,
  index: 1,
  pagesize: Math.max(1, list.length),
  list,
});

/** The fake API of the floor map's tests and stories. */
export function floorMapServer(
  options: { shelves?: Bookshelf[]; fails?: boolean } = {},
): FakeHandler {
  return (request) => {
    if (options.fails) return fail(20102, '', 500);
    if (request.path.endsWith(ApiPath.bookshelves)) return ok(options.shelves ?? MAP_SHELVES);
    if (request.path.endsWith(ApiPath.shelfAssets)) {
      const body = request.body ?? {};
      if (typeof body.barcode === 'string') {
        return ok(
          page(
            Object.values(BOOK_PLACES)
              .flat()
              .filter((a) => a.barcode === body.barcode),
          ),
        );
      }
      return ok(page(BOOK_PLACES[Number(body.bookid)] ?? []));
    }
    return fail(40401, 'not found', 404);
  };
}
