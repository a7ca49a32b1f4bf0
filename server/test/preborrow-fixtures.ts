/**
 * Fixtures for the pre-borrow suites (PGlite and PostgreSQL): books with copies in chosen
 * states and fresh readers, so each test owns its data and the tests do not depend on order.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  CopyStatus,
  type Envelope,
  type PreBorrowRecord,
} from '../../src/core/api/contract';
import { loadServerSecrets } from '../src/auth/secrets';
import { signAccessToken } from '../src/auth/tokens';
import type { Database } from '../src/db/client';
import {
  book,
  bookCopy,
  borrowRecord,
  libraryLocation,
  preborrow,
  preborrowSite,
  reader,
} from '../src/db/schema';
import { send } from './helpers';

export const YTKJ = 1;
export const DEMO2 = 2;
const STUDENT_TYPE = { [YTKJ]: 1, [DEMO2]: 3 } as const;

let serial = 0;
const next = () => `${process.pid}${++serial}`;

export interface TestBook {
  bookId: number;
  copyIds: number[];
}

/**
 * A book of `orgId` with one copy per status, in the organisation's collection locations in
 * turn (or in `locations[i]` when given; null for none recorded).
 */
export async function makeBook(
  db: Database,
  orgId: number,
  statuses: number[],
  locations?: (number | null)[],
): Promise<TestBook> {
  const n = next();
  const [created] = await db
    .insert(book)
    .values({ organizationId: orgId, title: `预借测试 ${n}`, author: '测试作者' })
    .returning({ id: book.id });
  if (!created) throw new Error('book insert returned nothing');
  const rooms = await orgLocations(db, orgId);
  const copyIds: number[] = [];
  for (const [i, status] of statuses.entries()) {
    const locationId = locations ? (locations[i] ?? null) : (rooms[i % rooms.length] ?? null);
    const [copy] = await db
      .insert(bookCopy)
      .values({
        organizationId: orgId,
        bookId: created.id,
        barcode: `PB${n}-${i}`,
        locationId,
        currentLocationId: locationId,
        status,
      })
      .returning({ id: bookCopy.id });
    if (!copy) throw new Error('copy insert returned nothing');
    copyIds.push(copy.id);
  }
  return { bookId: created.id, copyIds };
}

export async function orgLocations(db: Database, orgId: number): Promise<number[]> {
  const rows = await db
    .select({ id: libraryLocation.id })
    .from(libraryLocation)
    .where(eq(libraryLocation.organizationId, orgId))
    .orderBy(libraryLocation.id);
  return rows.map((row) => row.id);
}

export async function orgSites(db: Database, orgId: number) {
  return db
    .select({ id: preborrowSite.id, name: preborrowSite.name })
    .from(preborrowSite)
    .where(eq(preborrowSite.organizationId, orgId))
    .orderBy(preborrowSite.id);
}

export interface TestReader {
  id: number;
  token: string;
}

/**
 * A new student of `orgId` with a signed access token (the same token login issues; the
 * login itself is proven elsewhere, and scrypt for dozens of readers would only cost time).
 */
export async function newReader(
  db: Database,
  orgId: number,
  borrowTypeId: number = STUDENT_TYPE[orgId as keyof typeof STUDENT_TYPE],
): Promise<TestReader> {
  const [row] = await db
    .insert(reader)
    .values({
      organizationId: orgId,
      readercode: `PB${next()}`,
      name: '预借测试读者',
      passwordHash: 'not-a-hash: this reader never logs in',
      borrowTypeId,
    })
    .returning({ id: reader.id, uuid: reader.uuid, usertype: reader.usertype });
  if (!row) throw new Error('reader insert returned nothing');
  return { id: row.id, token: await tokenFor(db, row.id, orgId, row.usertype, row.uuid) };
}

export async function tokenFor(
  db: Database,
  readerId: number,
  orgId: number,
  usertype: number,
  uuid: string,
) {
  const { jwtSecret } = await loadServerSecrets(db);
  // A session of its own, never revoked: these readers never log in or out.
  return signAccessToken(jwtSecret, { readerId, orgId, usertype, uuid, sessionId: randomUUID() });
}

export async function copyStatuses(db: Database, copyIds: number[]) {
  const rows = await db
    .select({ id: bookCopy.id, status: bookCopy.status })
    .from(bookCopy)
    .where(inArray(bookCopy.id, copyIds))
    .orderBy(bookCopy.id);
  return rows.map((row) => row.status);
}

/** Every reservation row of a book, oldest first. */
export function reservationsOf(db: Database, bookId: number) {
  return db
    .select()
    .from(preborrow)
    .where(eq(preborrow.bookId, bookId))
    .orderBy(preborrow.createdAt, preborrow.id);
}

export function activeReservationsOf(db: Database, bookId: number) {
  return reservationsOf(db, bookId).then((rows) => rows.filter((row) => !row.cancelledAt));
}

export interface ReserveBody {
  bookid: unknown;
  siteid?: unknown;
  queue?: boolean;
}

/** POST Reader/PreBorrow, in Chinese unless `lang` says en. */
export const reserveCall = (
  app: FastifyInstance,
  token: string,
  body: ReserveBody,
  lang: 'zh' | 'en' = 'zh',
) => call<PreBorrowRecord>(app, ApiPath.preBorrow, body, token, lang);

/** Any POST with a token and a language. */
export const call = <T>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token: string | undefined,
  lang: 'zh' | 'en' = 'zh',
) =>
  send<T>(app, {
    method: 'POST',
    url: `/api${path}`,
    payload: body as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** The envelope's code and msg, for comparing refusals. */
export const refusalOf = (body: Envelope<unknown>) => ({ code: body.code, msg: body.msg });

/** Lends the copy to the reader (an open loan due in two weeks), as the desk would. */
export async function lendCopy(db: Database, readerId: number, copyId: number) {
  await db.insert(borrowRecord).values({
    readerId,
    copyId,
    borrowedAt: sql`now()`,
    dueAt: sql`now() + interval '14 days'`,
  });
  await db.update(bookCopy).set({ status: CopyStatus.borrowed }).where(eq(bookCopy.id, copyId));
}
