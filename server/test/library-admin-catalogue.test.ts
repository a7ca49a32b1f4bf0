/**
 * The librarian's catalogue: Find, CopyStatus, and the refusals beside them (a student's token,
 * another organisation's copy, a copy on loan or held, wrong and oversized bodies).
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  type CatalogueCopy,
  type CataloguePage,
} from '../../src/core/api/contract';
import { bookCopy, book } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { openTestDatabase } from './helpers';
import {
  DEMO2,
  YTKJ,
  copyStatus,
  desk,
  deskCalls,
  newCopies,
  newPatron,
  openDeskWorld,
  refusalOf,
  refused,
} from './library-admin-fixtures';

describe('catalogue (PGlite)', () => {
  const world = openDeskWorld(() => openTestDatabase());
  const { lendCall } = deskCalls(world);
  const find = (keyword: string, token = world.librarian) =>
    desk<CataloguePage>(world, ApiPath.catalogueFind, { keyword }, token);
  const setStatus = (barcode: string, status: string, token = world.librarian, note?: string) =>
    desk<CatalogueCopy>(world, ApiPath.catalogueCopyStatus, { barcode, status, note }, token);

  describe('who may call', () => {
    const calls: [string, object][] = [
      [ApiPath.catalogueFind, { keyword: 'x' }],
      [ApiPath.catalogueCopyStatus, { barcode: 'x', status: 'lost' }],
      [ApiPath.copyCataloguingSources, {}],
      [ApiPath.copyCataloguingSearch, { isbn: '9787020002207' }],
      [
        ApiPath.copyCataloguingTake,
        { source: 's', isbn: '9787020002207', recordid: '0123456789abcdef' },
      ],
    ];
    it('refuses a student’s and a teacher’s token (403) and no token (401)', async () => {
      const student = await newPatron(world.db, YTKJ);
      const teacher = await newPatron(world.db, YTKJ, { teacher: true });
      for (const [path, body] of calls) {
        expect((await desk(world, path, body, student.token)).status, path).toBe(403);
        expect((await desk(world, path, body, teacher.token)).status, path).toBe(403);
        expect((await desk(world, path, body, undefined)).status, path).toBe(401);
      }
    });

    it('refuses a wrong status, an empty keyword and oversized values (400)', async () => {
      const bad: [string, object][] = [
        [ApiPath.catalogueCopyStatus, { barcode: 'x', status: 'sold' }],
        [ApiPath.catalogueCopyStatus, { barcode: 'x'.repeat(33), status: 'lost' }],
        [ApiPath.catalogueCopyStatus, { barcode: 'x', status: 'lost', note: 'n'.repeat(201) }],
        [ApiPath.catalogueFind, { keyword: '' }],
        [ApiPath.catalogueFind, { keyword: 'k'.repeat(101) }],
        [ApiPath.catalogueFind, { keyword: 'k', pagesize: 51 }],
        [ApiPath.copyCataloguingSearch, { isbn: 'not an isbn' }],
        [ApiPath.copyCataloguingTake, { source: 's', isbn: '9787020002207', recordid: 'zz' }],
      ];
      for (const [path, body] of bad) {
        expect((await desk(world, path, body, world.librarian)).status, path).toBe(400);
      }
    });
  });

  describe('Find', () => {
    it('finds a record by title, by ISBN and by a copy’s barcode, with its copies', async () => {
      const copies = await newCopies(world.db, YTKJ, [CopyStatus.inLibrary, CopyStatus.lost]);
      const [row] = await world.db
        .update(book)
        .set({ isbn13: '9787020002207', isbn10: '7020002207' })
        .where(eq(book.id, copies.bookId))
        .returning({ title: book.title });
      const title = row?.title ?? '';
      for (const keyword of [title, '978-7-02-000220-7', copies.barcodes[1] ?? '']) {
        const answer = await find(keyword);
        expect(answer.body.code, keyword).toBe(0);
        const found = answer.body.data.list.find((record) => record.id === copies.bookId);
        expect(found, keyword).toMatchObject({ title, isbn: '9787020002207' });
        expect(found?.copies.map((copy) => [copy.barcode, copy.status])).toEqual([
          [copies.barcodes[0], CopyStatus.inLibrary],
          [copies.barcodes[1], CopyStatus.lost],
        ]);
      }
    });

    it('shows a copy on loan with its due date', async () => {
      const patron = await newPatron(world.db, YTKJ);
      const copies = await newCopies(world.db, YTKJ);
      const barcode = copies.barcodes[0] ?? '';
      expect((await lendCall(patron.code, barcode)).body.code).toBe(0);
      const [copy] = (await find(barcode)).body.data.list[0]?.copies ?? [];
      expect(copy?.status).toBe(CopyStatus.borrowed);
      expect(Date.parse(copy?.duetime ?? '')).toBeGreaterThan(world.clock);
    });

    it('never finds another organisation’s records', async () => {
      const copies = await newCopies(world.db, DEMO2);
      const barcode = copies.barcodes[0] ?? '';
      expect((await find(barcode)).body.data.total).toBe(0);
      expect((await find(barcode, world.demo2Librarian)).body.data.total).toBe(1);
    });

    it('takes % and _ as themselves', async () => {
      const answer = await find('%_%');
      expect(answer.body.code).toBe(0);
      expect(answer.body.data.total).toBe(0);
    });
  });

  describe('CopyStatus', () => {
    it('withdraws, marks lost and damaged, and finds again, each audited before and after', async () => {
      const copies = await newCopies(world.db, YTKJ);
      const barcode = copies.barcodes[0] ?? '';
      const copyId = copies.copyIds[0] ?? 0;
      const steps: [string, number][] = [
        ['damaged', CopyStatus.damaged],
        ['withdraw', CopyStatus.weeded],
        ['found', CopyStatus.inLibrary],
        ['lost', CopyStatus.lost],
        ['found', CopyStatus.inLibrary],
      ];
      for (const [change, status] of steps) {
        const answer = await setStatus(barcode, change, world.librarian, '书脊破损');
        expect(answer.body.code, change).toBe(0);
        expect(answer.body.data).toMatchObject({ barcode, status });
        expect(await copyStatus(world.db, copyId)).toBe(status);
      }
      const audit = await world.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.target, barcode), eq(staffAudit.action, 'copyStatus')))
        .orderBy(desc(staffAudit.id));
      expect(audit).toHaveLength(steps.length);
      expect(audit[0]?.detail).toMatchObject({
        change: 'found',
        before: CopyStatus.lost,
        after: CopyStatus.inLibrary,
        note: '书脊破损',
      });
    });

    it('refuses to withdraw a copy on loan and says until when', async () => {
      const patron = await newPatron(world.db, YTKJ);
      const copies = await newCopies(world.db, YTKJ);
      const barcode = copies.barcodes[0] ?? '';
      expect((await lendCall(patron.code, barcode)).body.code).toBe(0);
      for (const change of ['withdraw', 'lost', 'damaged']) {
        const answer = await setStatus(barcode, change);
        expect(refusalOf(answer.body), change).toEqual(refused('copyOnLoan'));
        expect(answer.body.msg).toMatch(/已借出（应还日期 \d{4}-\d{2}-\d{2}）/);
      }
      expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.borrowed);
      const en = await desk(
        world,
        ApiPath.catalogueCopyStatus,
        { barcode, status: 'withdraw' },
        world.librarian,
        'en',
      );
      expect(en.body.msg).toMatch(/^This copy is on loan \(due \d{4}-\d{2}-\d{2}\)/);
    });

    it('refuses a held copy, the same status, found for a copy on the shelf, a sold copy', async () => {
      const copies = await newCopies(world.db, YTKJ, [
        CopyStatus.preBorrowed,
        CopyStatus.lost,
        CopyStatus.inLibrary,
        CopyStatus.sold,
      ]);
      const [held, lost, shelf, sold] = copies.barcodes as [string, string, string, string];
      expect(refusalOf((await setStatus(held, 'withdraw')).body)).toEqual(refused('copyHeld'));
      expect(refusalOf((await setStatus(lost, 'lost')).body)).toEqual(refused('sameStatus'));
      expect(refusalOf((await setStatus(shelf, 'found')).body)).toEqual(refused('notMissing'));
      expect(refusalOf((await setStatus(sold, 'found')).body)).toEqual(refused('copyGone'));
      const statuses = await world.db
        .select({ status: bookCopy.status })
        .from(bookCopy)
        .where(eq(bookCopy.bookId, copies.bookId))
        .orderBy(bookCopy.id);
      expect(statuses.map(({ status }) => status)).toEqual([
        CopyStatus.preBorrowed,
        CopyStatus.lost,
        CopyStatus.inLibrary,
        CopyStatus.sold,
      ]);
    });

    it('does not find another organisation’s copy, and leaves it as it was', async () => {
      const copies = await newCopies(world.db, DEMO2);
      const answer = await setStatus(copies.barcodes[0] ?? '', 'lost');
      expect(refusalOf(answer.body)).toEqual(refused('copyNotFound'));
      expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.inLibrary);
    });

    it('a withdrawn copy can no longer be lent', async () => {
      const patron = await newPatron(world.db, YTKJ);
      const copies = await newCopies(world.db, YTKJ);
      const barcode = copies.barcodes[0] ?? '';
      expect((await setStatus(barcode, 'withdraw')).body.code).toBe(0);
      expect(refusalOf((await lendCall(patron.code, barcode)).body)).toEqual(
        refused('copyNotAvailable'),
      );
    });
  });
});
