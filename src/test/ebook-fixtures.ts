import {
  ApiPath,
  type EBookDetail,
  type EBookShelfEntry,
  type EBookSummary,
  type EBookTag,
  type FileInfo,
  type Page,
} from '../core';
import { fail, ok, type FakeHandler } from './fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(?:EBookReaderApi|EBookApi|FileApi)\/)/;

export const EBOOK_TAGS: EBookTag[] = [
  { id: 1, name: '国学经典', count: 2 },
  { id: 2, name: '寓言故事', count: 1 },
  { id: 5, name: '校园期刊', count: 1 },
];

const book = (id: number, title: string, extra: Partial<EBookSummary> = {}): EBookSummary => ({
  id,
  title,
  author: '作者' + id,
  publisher: '公版',
  ebooktype: 0,
  format: 'epub',
  requireslogin: false,
  tags: [],
  onshelf: false,
  ...extra,
});

export const EBOOKS: EBookSummary[] = [
  book(1, '论语（选读）', { author: '孔子弟子', tags: [{ id: 1, name: '国学经典' }] }),
  book(2, '道德经（选读）', {
    author: '老子',
    requireslogin: true,
    tags: [{ id: 1, name: '国学经典' }],
  }),
  book(3, 'The Gettysburg Address', { author: 'Abraham Lincoln', format: 'pdf' }),
  book(4, '阅读生活 · 校刊 第1期', {
    ebooktype: 1,
    tags: [{ id: 5, name: '校园期刊' }],
  }),
];

export const detailOf = (summary: EBookSummary, position: string | null = null): EBookDetail => ({
  ...summary,
  description: `${summary.title}的简介。`,
  language: /[a-z]/i.test(summary.title) ? 'en' : 'zh',
  publishedyear: 2024,
  fileid: summary.format ? `file-${summary.id}` : null,
  position,
});

export interface EbookServerOptions {
  /** Books on the reader's shelf at the start. */
  shelved?: number[];
  /** The position the server keeps for each book. */
  positions?: Record<number, string>;
  /** FileApi/File/Query refuses with this (e.g. "Unrecognized file type"). */
  fileRefusal?: { code: number; msg: string; status?: number };
  delay?: number;
}

/**
 * A fake of the digital library's calls: lists filtered as the server filters them, the shelf
 * kept in memory (add and remove idempotent), and the login rule of login-only books.
 */
export function ebookServer(options: EbookServerOptions = {}): FakeHandler {
  const shelf = new Set(options.shelved ?? []);
  const positions = new Map(
    Object.entries(options.positions ?? {}).map(([k, v]) => [Number(k), v]),
  );
  const withShelf = (summary: EBookSummary) => ({ ...summary, onshelf: shelf.has(summary.id) });
  return (request) => {
    const loggedIn = request.headers.has('authorization');
    const reply = (() => {
      const body = request.body ?? {};
      switch (request.path.replace(API_BASE, '')) {
        case ApiPath.ebookTags:
          return ok(EBOOK_TAGS);
        case ApiPath.ebookReaderList:
        case ApiPath.ebookList: {
          const keyword = String(body.keyword ?? '').toLowerCase();
          const list = EBOOKS.filter(
            (item) =>
              (body.ebooktype === undefined || item.ebooktype === body.ebooktype) &&
              (body.tagid === undefined || item.tags.some((tag) => tag.id === body.tagid)) &&
              (!keyword || item.title.toLowerCase().includes(keyword)),
          ).map(withShelf);
          const page: Page<EBookSummary> = { total: list.length, index: 1, pagesize: 12, list };
          return ok(page);
        }
        case ApiPath.ebookDetail: {
          const found = EBOOKS.find((item) => item.id === Number(request.query.get('bookid')));
          if (!found) return fail(40401, '电子书不存在', 404);
          return ok(
            detailOf(withShelf(found), loggedIn ? (positions.get(found.id) ?? null) : null),
          );
        }
        case ApiPath.ebookShelfChange: {
          if (!loggedIn) return fail(40101, 'unauthenticated', 401);
          const id = Number(body.bookid);
          if (body.onshelf) shelf.add(id);
          else shelf.delete(id);
          return ok({ onshelf: Boolean(body.onshelf) });
        }
        case ApiPath.ebookShelfList: {
          if (!loggedIn) return fail(40101, 'unauthenticated', 401);
          const list: EBookShelfEntry[] = EBOOKS.filter((item) => shelf.has(item.id)).map(
            (item) => ({ ...withShelf(item), addedat: '2026-11-01T00:00:00Z', percent: 40 }),
          );
          return ok({ total: list.length, index: 1, pagesize: 12, list });
        }
        case ApiPath.ebookPositionSave:
          if (!loggedIn) return fail(40101, 'unauthenticated', 401);
          positions.set(Number(body.bookid), String(body.position));
          return ok(null);
        case ApiPath.fileQuery: {
          const id = Number(request.query.get('fileid')?.replace('file-', ''));
          const found = EBOOKS.find((item) => item.id === id);
          if (options.fileRefusal) {
            const { code, msg, status } = options.fileRefusal;
            return fail(code, msg, status ?? 200);
          }
          if (found?.requireslogin && !loggedIn) {
            return fail(
              40301,
              'You do not have permission to read, or login status has expired, please login',
              403,
            );
          }
          const info: FileInfo = {
            fileid: `file-${id}`,
            filename: `${found?.title ?? ''}.${found?.format ?? 'epub'}`,
            format: found?.format ?? 'epub',
            size: 4096,
          };
          return ok(info);
        }
        case ApiPath.fileDownload:
          return { body: 'PK', status: 200 };
        default:
          return fail(40401, 'not found', 404);
      }
    })();
    return { ...reply, delay: options.delay };
  };
}
