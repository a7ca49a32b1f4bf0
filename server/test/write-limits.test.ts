import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ApiPath, ResultCode, type ReaderBookList } from '../../src/core/api/contract';
import type { BuildAppOptions } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookComment } from '../src/db/schema';
import { DEFAULT_WRITE_LIMITS, type WriteKind, type WriteLimits } from '../src/http/limit-counter';
import { translate } from '../src/http/messages';
import { writeMessages } from '../src/routes/rate-limit';
import { OrgIds } from '../src/seed/content';
import { ReaderIds } from '../src/seed/people';
import { demoReaderTokens, openTestServer, session, testApp } from './helpers';
import { call, MINUTE_MS, sharedHomes, midMinuteClock } from './limits-fixtures';

let handle: DatabaseHandle;
openTestServer((server) => ({ handle } = server));

let tokens: Awaited<ReturnType<typeof demoReaderTokens>>;
let ytkjBook: number;
let demo2Book: number;

beforeAll(async () => {
  const app = await testApp(handle);
  tokens = await demoReaderTokens(app);
  await app.close();
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, '三体'), eq(book.organizationId, OrgIds.ytkj)));
  ytkjBook = row?.id ?? -1;
  const [other] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(eq(book.organizationId, OrgIds.demo2))
    .limit(1);
  demo2Book = other?.id ?? -1;
});

async function limitedApp(options: Partial<BuildAppOptions>) {
  const app = await testApp(handle, options);
  onTestFinished(() => app.close());
  return app;
}

const comment = (token: string, content = '好书') => ({
  token,
  body: { bookid: ytkjBook, content },
});
/** Comments the reader has written, as stored. */
async function commentsBy(readerId: number) {
  const [row] = await handle.db
    .select({ n: count() })
    .from(bookComment)
    .where(eq(bookComment.readerId, readerId));
  return row?.n ?? 0;
}

describe('comments, with the default limits', () => {
  it('take 10 a minute from one reader; the 11th is 429 / 42901, saying what was limited', async () => {
    const clock = midMinuteClock();
    const app = await limitedApp({ writeLimits: DEFAULT_WRITE_LIMITS, now: clock.now });
    const { token, body } = comment(tokens.ytkjStudent);
    const before = await commentsBy(ReaderIds.ytkjStudent);
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await call(app, ApiPath.commentSave, body, { token })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    // Refused comments were not written.
    expect(await commentsBy(ReaderIds.ytkjStudent)).toBe(before + 10);
    const zh = await call(app, ApiPath.commentSave, body, { token });
    expect(zh.body).toEqual({
      code: ResultCode.tooManyRequests,
      msg: '评论太频繁，请稍后再试',
      data: null,
    });
    const en = await call(app, ApiPath.commentSave, body, { token, lang: 'en' });
    expect(en.body.msg).toBe('You are commenting too often, please try again later');

    // Another reader, and the same reader code in another organisation, are not held back.
    const teacher = comment(tokens.ytkjTeacher);
    expect(
      (await call(app, ApiPath.commentSave, teacher.body, { token: teacher.token })).status,
    ).toBe(200);
    const demo2 = { bookid: demo2Book, content: '好书' };
    expect(
      (await call(app, ApiPath.commentSave, demo2, { token: tokens.demo2Student })).status,
    ).toBe(200);
    // Deleting counts as a comment write too: the reader is still over the minute's limit.
    expect((await call(app, ApiPath.commentDelete, { id: 1 }, { token })).status).toBe(429);
    // An anonymous caller is asked to log in, not counted.
    expect((await call(app, ApiPath.commentSave, body)).status).toBe(401);

    clock.advance(MINUTE_MS);
    expect((await call(app, ApiPath.commentSave, body, { token })).status).toBe(200);
  });

  it('hold a slow loop to the hour: under the minute each time, refused past the hour', async () => {
    const clock = midMinuteClock();
    const limits = {
      comments: [
        { max: 2, windowMs: MINUTE_MS },
        { max: 3, windowMs: 60 * MINUTE_MS },
      ],
    };
    const app = await limitedApp({ writeLimits: limits, now: clock.now });
    // Start at a whole hour, so the minutes below stay in one hour.
    clock.advance(60 * MINUTE_MS - (clock.now() % (60 * MINUTE_MS)));
    const token = (await session(app, 'YTKJ', '20230002')).token;
    const { body } = comment(token);
    const statuses = [];
    for (let minute = 0; minute < 4; minute++) {
      statuses.push((await call(app, ApiPath.commentSave, body, { token })).status);
      clock.advance(MINUTE_MS);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

/** Each limited write, with a body it accepts (or refuses on business grounds: still counted). */
const writes: { kind: WriteKind; path: string; body: () => object }[] = [
  {
    kind: 'comments',
    path: ApiPath.commentSave,
    body: () => ({ bookid: ytkjBook, content: '好' }),
  },
  { kind: 'booklists', path: ApiPath.bookListSave, body: () => ({ name: '暑假书单' }) },
  { kind: 'recommendations', path: ApiPath.recommendAdd, body: () => ({ bookid: ytkjBook }) },
  { kind: 'collections', path: ApiPath.collectToggle, body: () => ({ bookid: ytkjBook }) },
  { kind: 'preBorrows', path: ApiPath.preBorrowCancel, body: () => ({ id: 999_999 }) },
  { kind: 'quickReads', path: ApiPath.fastReadingGen, body: () => ({ bookid: ytkjBook }) },
];

const onePerMinute = Object.fromEntries(
  Object.keys(DEFAULT_WRITE_LIMITS).map((kind) => [kind, [{ max: 1, windowMs: MINUTE_MS }]]),
) as WriteLimits;

describe('every write a reader can repeat is limited, each kind on its own', () => {
  it.each(writes)(
    '$kind: the second within the minute is refused with its own message',
    async (write) => {
      const app = await limitedApp({ writeLimits: onePerMinute, now: midMinuteClock().now });
      const token = tokens.ytkjTeacher;
      expect((await call(app, write.path, write.body(), { token })).status).not.toBe(429);
      const refused = await call(app, write.path, write.body(), { token, lang: 'en' });
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toBe(translate('en', writeMessages[write.kind]));
      // Another kind of write is counted apart.
      const other = write.kind === 'booklists' ? writes[0] : writes[1];
      expect((await call(app, other?.path ?? '', other?.body(), { token })).status).not.toBe(429);
    },
  );

  it('booklist items: adding books is counted apart from changing the lists', async () => {
    const app = await limitedApp({ writeLimits: onePerMinute, now: midMinuteClock().now });
    const token = tokens.ytkjStudent;
    const list = await call<ReaderBookList>(app, ApiPath.bookListSave, { name: '待读' }, { token });
    const item = { booklistid: list.body.data.id, bookid: ytkjBook };
    expect((await call(app, ApiPath.bookListAddBook, item, { token })).status).toBe(200);
    const refused = await call(app, ApiPath.bookListAddBook, item, { token });
    expect(refused.body).toMatchObject({
      code: ResultCode.tooManyRequests,
      msg: '添加书目太频繁，请稍后再试',
    });
  });

  it('pre-borrow: reserving and cancelling share one count', async () => {
    const app = await limitedApp({ writeLimits: onePerMinute, now: midMinuteClock().now });
    const token = (await session(app, 'YTKJ', '20230003')).token;
    expect((await call(app, ApiPath.preBorrow, { bookid: ytkjBook }, { token })).status).toBe(200);
    const cancel = await call(app, ApiPath.preBorrowCancel, { id: 1 }, { token });
    expect(cancel.body.msg).toBe('预借操作太频繁，请稍后再试');
  });
});

describe.each(sharedHomes)('two instances sharing one state ($name)', (home) => {
  it('count one reader together: 1 a minute across both is still 1', async () => {
    const clock = midMinuteClock(home.offsetMs());
    const shared = await home.open(clock);
    onTestFinished(() => shared.close());
    const options = { writeLimits: onePerMinute, now: clock.now, sharedState: shared };
    const [a, b] = [await limitedApp(options), await limitedApp(options)];
    const token = tokens.demo2Student;
    const demo2Body = { bookid: demo2Book, content: '好书' };
    expect((await call(a, ApiPath.commentSave, demo2Body, { token })).status).toBe(200);
    expect((await call(b, ApiPath.commentSave, demo2Body, { token })).status).toBe(429);
    // The same reader code in YTKJ is another reader, with its own count.
    const ytkj = comment(tokens.ytkjStudent);
    expect((await call(b, ApiPath.commentSave, ytkj.body, { token: ytkj.token })).status).toBe(200);
  });
});
