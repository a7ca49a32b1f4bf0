import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiPath, CopyStatus, ResultCode, type DeskReader } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { fine, preborrow, reader } from '../src/db/schema';
import { readerMessage } from '../src/db/tables/circulation';
import { markArrived } from '../src/queries/preborrow';
import { addDays, endOfDay, libraryDay } from '../src/time';
import { openTestDatabase, session } from './helpers';
import {
  DAY_MS,
  DEMO2,
  YTKJ,
  addFine,
  copyStatus,
  desk,
  deskCalls,
  newBorrowType,
  newCopies,
  newPatron,
  openDeskWorld,
  openLoans,
  refusalOf,
  refused,
} from './library-admin-fixtures';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';
import { orgSites, reserveCall } from './preborrow-fixtures';
import { SHANGHAI } from './time-fixtures';

function deskSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);
    const { lendCall, returnCall, renewCall } = deskCalls(world);

    describe('who may call', () => {
      const calls: [string, object][] = [
        [ApiPath.deskReader, { readercode: 'x' }],
        [ApiPath.deskLend, { readercode: 'x', barcode: 'y' }],
        [ApiPath.deskReturn, { barcode: 'y' }],
        [ApiPath.deskRenew, { barcode: 'y' }],
        [ApiPath.deskUndo, {}],
        [ApiPath.deskPayCash, { readercode: 'x', fineids: [1] }],
        [ApiPath.deskToday, {}],
        [ApiPath.auditList, {}],
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

      it('lets the seeded librarian log in with the demo password and call the desk', async () => {
        const login = await session(world.app, 'YTKJ', 'L0001');
        const today = await desk(world, ApiPath.deskToday, {}, login.token);
        expect(today.status).toBe(200);
        expect(today.body.code).toBe(0);
      });
    });

    describe('Desk/Reader', () => {
      it('shows the card: loans, holds ready, fines and the limits of the reader type', async () => {
        const type = await newBorrowType(world.db, YTKJ, { maxLoans: 4, fineLimitFen: 800 });
        const patron = await newPatron(world.db, YTKJ, { borrowTypeId: type });
        const copies = await newCopies(world.db, YTKJ);
        expect((await lendCall(patron.code, copies.barcodes[0] ?? '')).body.code).toBe(0);
        await addFine(world.db, patron.id, 250);
        const card = await desk<DeskReader>(
          world,
          ApiPath.deskReader,
          { readercode: ` ${patron.code} ` },
          world.librarian,
        );
        expect(card.body.code).toBe(0);
        expect(card.body.data).toMatchObject({
          id: patron.id,
          readercode: patron.code,
          blocked: null,
          maxloans: 4,
          finelimit: 8,
          finetotal: 2.5,
          holdsready: [],
        });
        expect(card.body.data.loans.map((loan) => loan.barcode)).toEqual([copies.barcodes[0]]);
        expect(card.body.data.fines.map((item) => item.amount)).toEqual([2.5]);
      });

      it('finds no reader of another organisation, and no staff account', async () => {
        const other = await newPatron(world.db, DEMO2);
        const answer = await desk(
          world,
          ApiPath.deskReader,
          { readercode: other.code },
          world.librarian,
        );
        expect(refusalOf(answer.body)).toEqual(refused('readerNotFound'));
        expect(answer.body.msg).toBe('本馆没有这个读者证号');
        const staff = await desk(
          world,
          ApiPath.deskReader,
          { readercode: 'A0001' },
          world.librarian,
        );
        expect(refusalOf(staff.body)).toEqual(refused('readerNotFound'));
      });
    });

    describe('Desk/Lend', () => {
      it('lends a shelf copy until the end of the library day loanDays ahead', async () => {
        const type = await newBorrowType(world.db, YTKJ, { loanDays: 21 });
        const patron = await newPatron(world.db, YTKJ, { borrowTypeId: type });
        const copies = await newCopies(world.db, YTKJ);
        const answer = await lendCall(patron.code, copies.barcodes[0] ?? '');
        expect(answer.body.code).toBe(0);
        const [loan] = answer.body.data.loans;
        const due = endOfDay(addDays(libraryDay(world.clock, SHANGHAI), 21), SHANGHAI);
        expect(loan?.duetime).toBe(due.toISOString());
        expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.borrowed);
      });

      it('finds no copy of another organisation (either way round)', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const theirs = await newCopies(world.db, DEMO2);
        const answer = await lendCall(patron.code, theirs.barcodes[0] ?? '');
        expect(refusalOf(answer.body)).toEqual(refused('copyNotFound'));
        const ours = await newCopies(world.db, YTKJ);
        const demo2Patron = await newPatron(world.db, DEMO2);
        const fromDemo2 = await lendCall(
          demo2Patron.code,
          ours.barcodes[0] ?? '',
          world.demo2Librarian,
        );
        expect(refusalOf(fromDemo2.body)).toEqual(refused('copyNotFound'));
        const ourReader = await lendCall(patron.code, ours.barcodes[0] ?? '', world.demo2Librarian);
        expect(refusalOf(ourReader.body)).toEqual(refused('readerNotFound'));
        expect(await copyStatus(world.db, ours.copyIds[0] ?? 0)).toBe(CopyStatus.inLibrary);
      });

      it('makes one loan of a copy scanned twice at once (two readers, or the same twice)', async () => {
        const [a, b] = [await newPatron(world.db, YTKJ), await newPatron(world.db, YTKJ)];
        const copies = await newCopies(world.db, YTKJ, [
          CopyStatus.inLibrary,
          CopyStatus.inLibrary,
        ]);
        const [first, second] = copies.barcodes as [string, string];
        const raced = await Promise.all([lendCall(a.code, first), lendCall(b.code, first)]);
        expect(raced.map((r) => r.body.code).sort()).toEqual([0, ResultCode.businessError]);
        expect(raced.map((r) => refusalOf(r.body).refused)).toContain('copyOnLoan');
        expect(await openLoans(world.db, copies.copyIds[0] ?? 0)).toHaveLength(1);
        const twice = await Promise.all([lendCall(a.code, second), lendCall(a.code, second)]);
        expect(twice.filter((r) => r.body.code === 0)).toHaveLength(1);
        expect(await openLoans(world.db, copies.copyIds[1] ?? 0)).toHaveLength(1);
      });

      it('refuses a copy held for another reader and lends it to the reader who reserved it', async () => {
        const [site] = await orgSites(world.db, YTKJ);
        const [holder, other] = [await newPatron(world.db, YTKJ), await newPatron(world.db, YTKJ)];
        const copies = await newCopies(world.db, YTKJ);
        const reserved = await reserveCall(world.app, holder.token, {
          bookid: copies.bookId,
          siteid: site?.id,
        });
        expect(reserved.body.code).toBe(0);
        expect(await markArrived(world.db, reserved.body.data.id, SHANGHAI)).toBe(true);
        const card = await desk<DeskReader>(
          world,
          ApiPath.deskReader,
          { readercode: holder.code },
          world.librarian,
        );
        expect(card.body.data.holdsready.map((hold) => hold.barcode)).toEqual(copies.barcodes);
        const barcode = copies.barcodes[0] ?? '';
        const refusedLend = await lendCall(other.code, barcode, world.librarian);
        expect(refusalOf(refusedLend.body)).toEqual(refused('reservedForAnother'));
        expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.preBorrowed);
        expect((await lendCall(holder.code, barcode)).body.code).toBe(0);
        const [row] = await world.db
          .select()
          .from(preborrow)
          .where(eq(preborrow.id, reserved.body.data.id));
        expect(row?.endReason).toBe('borrowed');
      });

      it('refuses at the reader type’s loan limit, naming it', async () => {
        const type = await newBorrowType(world.db, YTKJ, { maxLoans: 1 });
        const patron = await newPatron(world.db, YTKJ, { borrowTypeId: type });
        const copies = await newCopies(world.db, YTKJ, [
          CopyStatus.inLibrary,
          CopyStatus.inLibrary,
        ]);
        expect((await lendCall(patron.code, copies.barcodes[0] ?? '')).body.code).toBe(0);
        const second = await lendCall(patron.code, copies.barcodes[1] ?? '');
        expect(second.body).toMatchObject({
          code: ResultCode.businessError,
          msg: '已达到借阅数量上限（最多同时借 1 册）',
          data: { refused: 'loanLimit', detail: '1' },
        });
        expect(await copyStatus(world.db, copies.copyIds[1] ?? 0)).toBe(CopyStatus.inLibrary);
      });

      it('refuses a reader whose unpaid fines are over the limit', async () => {
        const type = await newBorrowType(world.db, YTKJ, { fineLimitFen: 500 });
        const patron = await newPatron(world.db, YTKJ, { borrowTypeId: type });
        await addFine(world.db, patron.id, 500);
        const copies = await newCopies(world.db, YTKJ, [
          CopyStatus.inLibrary,
          CopyStatus.inLibrary,
        ]);
        // At the limit: still lends.
        expect((await lendCall(patron.code, copies.barcodes[0] ?? '')).body.code).toBe(0);
        await addFine(world.db, patron.id, 1);
        const answer = await lendCall(patron.code, copies.barcodes[1] ?? '');
        expect(answer.body.data).toEqual({ refused: 'finesOverLimit', detail: '5.01' });
        expect(answer.body.msg).toContain('5.01');
      });

      it('refuses a blocked reader, giving the reason, and a copy not on the shelf', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const copies = await newCopies(world.db, YTKJ, [CopyStatus.inLibrary, CopyStatus.lost]);
        const lost = await lendCall(patron.code, copies.barcodes[1] ?? '');
        expect(refusalOf(lost.body)).toEqual(refused('copyNotAvailable'));
        await world.db
          .update(reader)
          .set({ blockedReason: '借书证挂失' })
          .where(eq(reader.id, patron.id));
        const blocked = await lendCall(patron.code, copies.barcodes[0] ?? '');
        expect(blocked.body).toMatchObject({
          msg: '读者证已停用：借书证挂失',
          data: { refused: 'readerBlocked', detail: '借书证挂失' },
        });
        expect(await openLoans(world.db, copies.copyIds[0] ?? 0)).toHaveLength(0);
      });
    });

    describe('Desk/Return', () => {
      it('closes the loan and shelves the copy; a second return is notOnLoan', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        await lendCall(patron.code, barcode);
        const answer = await returnCall(barcode);
        expect(answer.body.code).toBe(0);
        expect(answer.body.data).toMatchObject({
          readercode: patron.code,
          fine: null,
          hold: null,
          loan: { barcode },
        });
        expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.inLibrary);
        expect(refusalOf((await returnCall(barcode)).body)).toEqual(refused('notOnLoan'));
      });

      it('returns a copy scanned twice at once once', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        await lendCall(patron.code, barcode);
        const raced = await Promise.all([returnCall(barcode), returnCall(barcode)]);
        expect(raced.map((r) => r.body.code).sort()).toEqual([0, ResultCode.businessError]);
        expect(raced.map((r) => refusalOf(r.body).refused)).toContain('notOnLoan');
      });

      it('finds no copy of another organisation', async () => {
        const patron = await newPatron(world.db, DEMO2);
        const copies = await newCopies(world.db, DEMO2);
        await lendCall(patron.code, copies.barcodes[0] ?? '', world.demo2Librarian);
        const answer = await returnCall(copies.barcodes[0] ?? '');
        expect(refusalOf(answer.body)).toEqual(refused('copyNotFound'));
        expect(await openLoans(world.db, copies.copyIds[0] ?? 0)).toHaveLength(1);
      });

      it('charges an overdue return its fine per overdue library day', async () => {
        const type = await newBorrowType(world.db, YTKJ, { loanDays: 14, fineFenPerDay: 50 });
        const patron = await newPatron(world.db, YTKJ, { borrowTypeId: type });
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        await lendCall(patron.code, barcode);
        world.clock += 17 * DAY_MS;
        const answer = await returnCall(barcode);
        expect(answer.body.data.fine).toBe(1.5);
        expect(answer.body.data.loan.overdue).toBe(true);
        const fines = await world.db.select().from(fine).where(eq(fine.readerId, patron.id));
        expect(fines.map((row) => row.amountFen)).toEqual([150]);
      });

      it('puts a returned copy on the pickup shelf for the first waiting reservation and tells its reader', async () => {
        const [site] = await orgSites(world.db, YTKJ);
        const [borrower, waiting, third] = [
          await newPatron(world.db, YTKJ),
          await newPatron(world.db, YTKJ),
          await newPatron(world.db, YTKJ),
        ];
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        await lendCall(borrower.code, barcode);
        const queued = await reserveCall(world.app, waiting.token, {
          bookid: copies.bookId,
          siteid: site?.id,
          queue: true,
        });
        expect(queued.body.data.state).toBe('waiting');
        const answer = await returnCall(barcode);
        expect(answer.body.data.hold).toEqual({
          readername: `读者${waiting.code}`,
          site: site?.name,
        });
        const [row] = await world.db
          .select()
          .from(preborrow)
          .where(eq(preborrow.id, queued.body.data.id));
        expect(row).toMatchObject({ arrived: true, copyId: copies.copyIds[0], cancelledAt: null });
        expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.preBorrowed);
        const messages = await world.db
          .select()
          .from(readerMessage)
          .where(
            and(
              eq(readerMessage.readerId, waiting.id),
              eq(readerMessage.kind, 'reservationArrived'),
            ),
          );
        expect(messages).toHaveLength(1);
        expect(messages[0]?.params).toMatchObject({ site: site?.name });
        expect(refusalOf((await lendCall(third.code, barcode)).body)).toEqual(
          refused('reservedForAnother'),
        );
        expect((await lendCall(waiting.code, barcode)).body.code).toBe(0);
      });
    });

    describe('Desk/Renew', () => {
      it('renews by the circulation rules; a copy not on loan is notOnLoan', async () => {
        const type = await newBorrowType(world.db, YTKJ, { loanDays: 14 });
        const patron = await newPatron(world.db, YTKJ, { borrowTypeId: type });
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        expect(refusalOf((await renewCall(barcode)).body)).toEqual(refused('notOnLoan'));
        await lendCall(patron.code, barcode);
        world.clock += 5 * DAY_MS;
        const answer = await renewCall(barcode);
        expect(answer.body.code).toBe(0);
        expect(answer.body.data.renewals).toBe(1);
        const due = endOfDay(addDays(libraryDay(world.clock, SHANGHAI), 14), SHANGHAI);
        expect(answer.body.data.duetime).toBe(due.toISOString());
      });

      it('refuses when another reader waits for the book, saying why', async () => {
        const [site] = await orgSites(world.db, YTKJ);
        const [patron, waiting] = [
          await newPatron(world.db, YTKJ),
          await newPatron(world.db, YTKJ),
        ];
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        await lendCall(patron.code, barcode);
        await reserveCall(world.app, waiting.token, {
          bookid: copies.bookId,
          siteid: site?.id,
          queue: true,
        });
        world.clock += 5 * DAY_MS;
        const answer = await renewCall(barcode);
        expect(answer.body).toMatchObject({
          code: ResultCode.businessError,
          msg: '不能续借：该书已被其他读者预约，不能续借',
          data: { refused: 'renewRefused', detail: 'onReserve' },
        });
        const [loan] = await openLoans(world.db, copies.copyIds[0] ?? 0);
        expect(loan?.renewals).toBe(0);
      });

      it('finds no copy of another organisation', async () => {
        const patron = await newPatron(world.db, DEMO2);
        const copies = await newCopies(world.db, DEMO2);
        await lendCall(patron.code, copies.barcodes[0] ?? '', world.demo2Librarian);
        expect(refusalOf((await renewCall(copies.barcodes[0] ?? '')).body)).toEqual(
          refused('copyNotFound'),
        );
      });
    });

    it('answers refusals in English too', async () => {
      const answer = await desk(
        world,
        ApiPath.deskReturn,
        { barcode: 'NO-SUCH-BARCODE' },
        world.librarian,
        'en',
      );
      expect(answer.body.msg).toBe('No copy of this library has this barcode');
    });
  });
}

deskSuite('desk (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  deskSuite('desk (PostgreSQL)', () => openPostgresTestDatabase());
});
