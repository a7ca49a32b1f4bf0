import { ApiPath, type ShelfEntry, type ShelfName } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/LibraryApi\/)/;

const entry = (
  id: number,
  shelf: ShelfName,
  title: string,
  extra: Partial<ShelfEntry> = {},
): ShelfEntry => ({
  id,
  shelf,
  bookid: id,
  title,
  author: '',
  isbn: '',
  note: '',
  shelvedtime: `2026-11-${String(10 + id).padStart(2, '0')}T02:00:00Z`,
  createdtime: '2026-11-01T02:00:00Z',
  ...extra,
});

export const SHELF: ShelfEntry[] = [
  entry(1, 'reading', '西游记', { author: '吴承恩', note: '读到第四十回。' }),
  entry(2, 'preborrow', '三体', { author: '刘慈欣', isbn: '9787536692930' }),
  entry(3, 'read', '活着', { author: '余华' }),
  entry(4, 'read', '小王子', { bookid: null, author: '圣埃克苏佩里', note: '在市图书馆借的。' }),
];

export interface ShelfServerOptions {
  fails?: boolean;
  empty?: boolean;
  delay?: number;
}

/** The shelf calls with a state: entries are added, moved and removed. */
export function shelfServer(options: ShelfServerOptions = {}): FakeHandler {
  const state = { list: options.empty ? [] : SHELF.map((item) => ({ ...item })), next: 100 };
  const statistics = () => {
    const of = (shelf: ShelfName) => state.list.filter((item) => item.shelf === shelf).length;
    return {
      reading: of('reading'),
      preborrow: of('preborrow'),
      read: of('read'),
      readthisyear: of('read'),
      readthismonth: 1,
    };
  };
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const body = request.body ?? {};
    const reply = (() => {
      switch (path) {
        case ApiPath.shelfList:
          return ok({ entries: state.list, statistics: statistics() });
        case ApiPath.shelfSave: {
          const existing = state.list.find((item) => item.id === body.id);
          if (existing) {
            existing.shelf = body.shelf as ShelfName;
            return ok(existing);
          }
          const added = entry(state.next++, body.shelf as ShelfName, String(body.title), {
            bookid: null,
            author: String(body.author ?? ''),
            note: String(body.note ?? ''),
          });
          state.list.unshift(added);
          return ok(added);
        }
        case ApiPath.shelfDelete:
          state.list = state.list.filter((item) => item.id !== body.id);
          return ok(null);
        default:
          return fail(40401, 'not found', 404);
      }
    })();
    return { ...reply, delay: options.delay };
  };
}
