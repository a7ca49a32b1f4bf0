/**
 * Fixtures for the desk suites (PGlite and PostgreSQL): the seeded staff's tokens, readers and
 * copies made to order (each test owns its data), a movable clock, and the desk calls.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  ResultCode,
  TEACHER_USERTYPE,
  type DeskLoan,
  type DeskPayCashResult,
  type DeskReader,
  type DeskReturnResult,
  type DeskUndoResult,
  type Envelope,
} from '../../src/core/api/contract';
import type { Database, DatabaseHandle } from '../src/db/client';
import { bookCopy, borrowRecord, borrowType, fine, reader } from '../src/db/schema';
import { seededReader } from './circulation-fixtures';
import { testApp } from './helpers';
import { DEMO2, YTKJ, call, makeBook, tokenFor } from './preborrow-fixtures';

export { DEMO2, YTKJ };

export interface DeskWorld {
  handle: DatabaseHandle;
  db: Database;
  app: FastifyInstance;
  /** The app's clock (ms): tests move it to make loans overdue. */
  clock: number;
  librarian: string;
  admin: string;
  demo2Librarian: string;
  demo2Admin: string;
}

/** Opens the database and the app before the suite's tests; the world is filled then. */
export function openDeskWorld(open: () => Promise<DatabaseHandle>): DeskWorld {
  const world = { clock: Date.now() } as DeskWorld;
  beforeAll(async () => {
    world.handle = await open();
    world.db = world.handle.db;
    world.app = await testApp(world.handle, { now: () => world.clock });
    world.librarian = (await seededReader(world.db, 'L0001', YTKJ)).token;
    world.admin = (await seededReader(world.db, 'A0001', YTKJ)).token;
    world.demo2Librarian = (await seededReader(world.db, 'L0001', DEMO2)).token;
    world.demo2Admin = (await seededReader(world.db, 'A0001', DEMO2)).token;
  });
  beforeEach(() => {
    world.clock = Date.now();
  });
  afterAll(async () => {
    await world.app?.close();
    await world.handle?.close();
  });
  return world;
}

let serial = 0;
const nextCode = () => `DK${process.pid}x${++serial}`;

export interface Patron {
  id: number;
  code: string;
  token: string;
}

/** A new reader (student, or teacher with `teacher`) of the organisation. */
export async function newPatron(
  db: Database,
  orgId: number,
  options: { borrowTypeId?: number; teacher?: boolean } = {},
): Promise<Patron> {
  const code = nextCode();
  const [row] = await db
    .insert(reader)
    .values({
      organizationId: orgId,
      readercode: code,
      name: `读者${code}`,
      usertype: options.teacher ? TEACHER_USERTYPE : 0,
      passwordHash: 'not-a-hash: this reader never logs in',
      borrowTypeId: options.borrowTypeId ?? (orgId === YTKJ ? 1 : 3),
    })
    .returning({ id: reader.id, uuid: reader.uuid, usertype: reader.usertype });
  if (!row) throw new Error('reader insert returned nothing');
  return { id: row.id, code, token: await tokenFor(db, row.id, orgId, row.usertype, row.uuid) };
}

/** A borrow type of the organisation with these rules (the rest: the column defaults). */
export async function newBorrowType(
  db: Database,
  orgId: number,
  rules: { maxLoans?: number; loanDays?: number; fineFenPerDay?: number; fineLimitFen?: number },
): Promise<number> {
  const [row] = await db
    .insert(borrowType)
    .values({
      organizationId: orgId,
      name: `柜台测试 ${nextCode()}`,
      maxLoans: rules.maxLoans ?? 5,
      loanDays: rules.loanDays ?? 14,
      ...(rules.fineFenPerDay === undefined ? {} : { fineFenPerDay: rules.fineFenPerDay }),
      ...(rules.fineLimitFen === undefined ? {} : { fineLimitFen: rules.fineLimitFen }),
    })
    .returning({ id: borrowType.id });
  if (!row) throw new Error('borrow type insert returned nothing');
  return row.id;
}

export interface Copies {
  bookId: number;
  copyIds: number[];
  barcodes: string[];
}

/** A new book of the organisation with `n` copies on the shelf (or in `statuses`). */
export async function newCopies(
  db: Database,
  orgId: number,
  statuses: number[] = [CopyStatus.inLibrary],
): Promise<Copies> {
  const made = await makeBook(db, orgId, statuses);
  const barcodes: string[] = [];
  for (const id of made.copyIds) {
    const [row] = await db
      .select({ barcode: bookCopy.barcode })
      .from(bookCopy)
      .where(eq(bookCopy.id, id));
    barcodes.push(row?.barcode ?? '');
  }
  return { ...made, barcodes };
}

export async function copyStatus(db: Database, copyId: number) {
  const [row] = await db
    .select({ status: bookCopy.status })
    .from(bookCopy)
    .where(eq(bookCopy.id, copyId));
  return row?.status;
}

/** The copy's open loans (the desk must never make two). */
export function openLoans(db: Database, copyId: number) {
  return db
    .select()
    .from(borrowRecord)
    .where(and(eq(borrowRecord.copyId, copyId), isNull(borrowRecord.returnedAt)));
}

/** An unpaid fine of the reader, fen. */
export async function addFine(db: Database, readerId: number, amountFen: number) {
  const [row] = await db
    .insert(fine)
    .values({ readerId, amountFen, reason: '逾期罚款' })
    .returning({ id: fine.id });
  return row?.id ?? 0;
}

/** POST a desk call with a token, in Chinese unless `lang` says en. */
export const desk = <T>(
  world: DeskWorld,
  path: string,
  body: unknown,
  token: string | undefined,
  lang: 'zh' | 'en' = 'zh',
) => call<T>(world.app, path, body, token, lang);

/** The refusal a desk envelope carries (10158 with data), for comparing. */
export const refusalOf = (body: Envelope<unknown>) => ({
  code: body.code,
  refused: (body.data as { refused?: string } | null)?.refused,
});

/** What refusalOf gives for a refusal of this kind. */
export const refused = (refusal: string) => ({ code: ResultCode.businessError, refused: refusal });

/** The desk's scan calls, as the librarian unless another token is given. */
export function deskCalls(world: DeskWorld) {
  return {
    lendCall: (readercode: string, barcode: string, token = world.librarian) =>
      desk<DeskReader>(world, ApiPath.deskLend, { readercode, barcode }, token),
    returnCall: (barcode: string, token = world.librarian) =>
      desk<DeskReturnResult>(world, ApiPath.deskReturn, { barcode }, token),
    renewCall: (barcode: string, token = world.librarian) =>
      desk<DeskLoan>(world, ApiPath.deskRenew, { barcode }, token),
    undo: (token = world.librarian) => desk<DeskUndoResult>(world, ApiPath.deskUndo, {}, token),
    payCash: (readercode: string, fineids: number[], token = world.librarian) =>
      desk<DeskPayCashResult>(world, ApiPath.deskPayCash, { readercode, fineids }, token),
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;
