import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  ResultCode,
  type AuditEntry,
  type DeskToday,
  type Page,
  type Transaction,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { fine, preborrow } from '../src/db/schema';
import { openTestDatabase } from './helpers';
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

function moneySuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);
    const { lendCall, returnCall, undo, payCash } = deskCalls(world);

    describe('Desk/Undo', () => {
      it('takes back the last lend, once', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        expect((await lendCall(patron.code, barcode)).body.code).toBe(0);
        const answer = await undo();
        expect(answer.body).toMatchObject({ code: 0, data: { undone: 'lend', barcode } });
        expect(await openLoans(world.db, copies.copyIds[0] ?? 0)).toHaveLength(0);
        expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.inLibrary);
        expect(refusalOf((await undo()).body)).toEqual(refused('nothingToUndo'));
      });

      it('takes back a late return: the loan is open again and its fine gone', async () => {
        const type = await newBorrowType(world.db, YTKJ, { loanDays: 7, fineFenPerDay: 20 });
        const patron = await newPatron(world.db, YTKJ, { borrowTypeId: type });
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        await lendCall(patron.code, barcode);
        world.clock += 10 * DAY_MS;
        const returned = await returnCall(barcode);
        expect(returned.body.code).toBe(0);
        expect(await world.db.select().from(fine).where(eq(fine.readerId, patron.id))).toHaveLength(
          1,
        );
        expect((await undo()).body.data).toEqual({ undone: 'return', barcode });
        expect(await openLoans(world.db, copies.copyIds[0] ?? 0)).toHaveLength(1);
        expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.borrowed);
        expect(await world.db.select().from(fine).where(eq(fine.readerId, patron.id))).toEqual([]);
      });

      it('takes back a return that filled a hold: the reservation waits again', async () => {
        const [site] = await orgSites(world.db, YTKJ);
        const [borrower, waiting] = [
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
        await returnCall(barcode);
        expect((await undo()).body.code).toBe(0);
        const [row] = await world.db
          .select()
          .from(preborrow)
          .where(eq(preborrow.id, queued.body.data.id));
        expect(row).toMatchObject({ copyId: null, arrived: false, cancelledAt: null });
        expect(await openLoans(world.db, copies.copyIds[0] ?? 0)).toHaveLength(1);
      });

      it('refuses when someone else acted on the copy since, and a renewal undone restores the due date', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        await lendCall(patron.code, barcode);
        // The admin returns it at another desk: the librarian's lend is no longer undoable.
        expect((await returnCall(barcode, world.admin)).body.code).toBe(0);
        expect(refusalOf((await undo()).body)).toEqual(refused('nothingToUndo'));
        expect(await copyStatus(world.db, copies.copyIds[0] ?? 0)).toBe(CopyStatus.inLibrary);

        await lendCall(patron.code, barcode);
        const [before] = await openLoans(world.db, copies.copyIds[0] ?? 0);
        world.clock += 3 * DAY_MS;
        expect((await desk(world, ApiPath.deskRenew, { barcode }, world.librarian)).body.code).toBe(
          0,
        );
        expect((await undo()).body.data).toEqual({ undone: 'renew', barcode });
        const [after] = await openLoans(world.db, copies.copyIds[0] ?? 0);
        expect(after?.dueAt.toISOString()).toBe(before?.dueAt.toISOString());
        expect(after?.renewals).toBe(0);
      });

      it('refuses an action of an earlier library day', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const copies = await newCopies(world.db, YTKJ);
        await lendCall(patron.code, copies.barcodes[0] ?? '');
        world.clock += DAY_MS;
        expect(refusalOf((await undo()).body)).toEqual(refused('nothingToUndo'));
        expect(await openLoans(world.db, copies.copyIds[0] ?? 0)).toHaveLength(1);
      });
    });

    describe('Desk/PayCash', () => {
      it('settles fines through the payment service: paid, and on the reader’s transactions', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const ids = [
          await addFine(world.db, patron.id, 120),
          await addFine(world.db, patron.id, 80),
        ];
        const answer = await payCash(patron.code, ids);
        expect(answer.body.code).toBe(0);
        expect(answer.body.data).toMatchObject({ amount: 2, paid: 2 });
        const rows = await world.db.select().from(fine).where(inArray(fine.id, ids));
        expect(rows.every((row) => row.paidAt !== null && row.billId !== null)).toBe(true);
        const transactions = await world.app.inject({
          method: 'GET',
          url: `/api${ApiPath.transactions}`,
          headers: { authorization: `Bearer ${patron.token}` },
        });
        const page = transactions.json<{ data: Page<Transaction> }>().data;
        expect(page.list[0]).toMatchObject({
          orderno: answer.body.data.orderno,
          tradetype: 'finePayment',
          trademethod: 'cash',
          amount: 200,
          status: 'success',
        });
      });

      it('refuses a second payment of the same fines (one after the other, or at once)', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const id = await addFine(world.db, patron.id, 300);
        const raced = await Promise.all([payCash(patron.code, [id]), payCash(patron.code, [id])]);
        expect(raced.filter((r) => r.body.code === 0)).toHaveLength(1);
        const again = await payCash(patron.code, [id]);
        expect(again.body).toMatchObject({
          code: ResultCode.businessError,
          msg: '没有需要缴纳的罚款',
          data: { refused: 'paymentRefused', detail: 'nothingDue' },
        });
        const [row] = await world.db.select().from(fine).where(eq(fine.id, id));
        expect(row?.amountFen).toBe(300);
      });

      it('finds no reader of another organisation, and pays no fine of another reader', async () => {
        const theirs = await newPatron(world.db, DEMO2);
        const theirFine = await addFine(world.db, theirs.id, 100);
        expect(refusalOf((await payCash(theirs.code, [theirFine])).body)).toEqual(
          refused('readerNotFound'),
        );
        const ours = await newPatron(world.db, YTKJ);
        const answer = await payCash(ours.code, [theirFine]);
        expect(refusalOf(answer.body)).toEqual(refused('paymentRefused'));
        const [row] = await world.db.select().from(fine).where(eq(fine.id, theirFine));
        expect(row?.paidAt).toBeNull();
      });
    });

    describe('Desk/Today and the audit log', () => {
      it('counts today’s loans, returns and renewals, less those undone', async () => {
        const today = async (token = world.librarian) =>
          (await desk<DeskToday>(world, ApiPath.deskToday, {}, token)).body.data;
        const before = await today();
        const demo2Before = await today(world.demo2Librarian);
        const patron = await newPatron(world.db, YTKJ);
        const copies = await newCopies(world.db, YTKJ, [
          CopyStatus.inLibrary,
          CopyStatus.inLibrary,
        ]);
        await lendCall(patron.code, copies.barcodes[0] ?? '');
        await lendCall(patron.code, copies.barcodes[1] ?? '');
        await returnCall(copies.barcodes[0] ?? '');
        await lendCall(patron.code, copies.barcodes[0] ?? '');
        await undo();
        const after = await today();
        expect(after.loans - before.loans).toBe(2);
        expect(after.returns - before.returns).toBe(1);
        expect(await today(world.demo2Librarian)).toEqual(demo2Before);
      });

      it('lists the organisation’s actions to its admins only', async () => {
        const patron = await newPatron(world.db, YTKJ);
        const copies = await newCopies(world.db, YTKJ);
        const barcode = copies.barcodes[0] ?? '';
        await lendCall(patron.code, barcode);
        const list = await desk<Page<AuditEntry>>(
          world,
          ApiPath.auditList,
          { index: 1, pagesize: 50 },
          world.admin,
        );
        expect(list.body.code).toBe(0);
        // Other tests moved the clock ahead: their rows sort first, so look the lend up.
        const entry = list.body.data.list.find((row) => row.target === barcode);
        expect(entry).toMatchObject({ staffcode: 'L0001', action: 'lend' });
        expect(entry?.detail).toMatchObject({ readercode: patron.code });
        expect((await desk(world, ApiPath.auditList, {}, world.librarian)).status).toBe(403);
        const demo2 = await desk<Page<AuditEntry>>(world, ApiPath.auditList, {}, world.demo2Admin);
        expect(demo2.body.data.list.some((entry) => entry.target === barcode)).toBe(false);
      });
    });
  });
}

moneySuite('desk money, undo, audit (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  moneySuite('desk money, undo, audit (PostgreSQL)', () => openPostgresTestDatabase());
});
