/**
 * Fixtures for the circulation suites: tokens of the seeded readers (signed like login's, so
 * dozens of suites do not each pay scrypt), loans made to order, and the calls with a language.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CopyStatus } from '../../src/core/api/contract';
import type { Database } from '../src/db/client';
import { book, bookCopy, borrowRecord, reader } from '../src/db/schema';
import { call, makeBook, tokenFor } from './preborrow-fixtures';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeededReader {
  id: number;
  token: string;
}

/** The reader with this code in the organisation, with an access token. */
export async function seededReader(
  db: Database,
  readercode: string,
  orgId = 1,
): Promise<SeededReader> {
  const [row] = await db
    .select({ id: reader.id, uuid: reader.uuid, usertype: reader.usertype })
    .from(reader)
    .where(and(eq(reader.organizationId, orgId), eq(reader.readercode, readercode)));
  if (!row) throw new Error(`no reader ${readercode} in organisation ${orgId}`);
  return { id: row.id, token: await tokenFor(db, row.id, orgId, row.usertype, row.uuid) };
}

/** The reader's loan of the book with this title (on loan unless `returned`). */
export async function loanOf(db: Database, readerId: number, title: string, returned = false) {
  const rows = await db
    .select({ id: borrowRecord.id, dueAt: borrowRecord.dueAt, returnedAt: borrowRecord.returnedAt })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(
      and(
        eq(borrowRecord.readerId, readerId),
        eq(book.title, title),
        returned ? undefined : isNull(borrowRecord.returnedAt),
      ),
    );
  const row = rows[0];
  if (!row) throw new Error(`reader ${readerId} has no loan of ${title}`);
  return row;
}

/** A new book of `orgId` with one copy, lent to `readerId` from `borrowedAt` until `dueAt`. */
export async function lendNewBook(
  db: Database,
  orgId: number,
  readerId: number,
  borrowedAt: Date,
  dueAt: Date,
) {
  const made = await makeBook(db, orgId, [CopyStatus.borrowed]);
  const copyId = made.copyIds[0] ?? 0;
  const [loan] = await db
    .insert(borrowRecord)
    .values({ readerId, copyId, borrowedAt, dueAt })
    .returning({ id: borrowRecord.id });
  if (!loan) throw new Error('loan insert returned nothing');
  return { loanId: loan.id, bookId: made.bookId, copyId };
}

/** POST with a token (or none) in a language. */
export const circulationCall = <T>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token?: string,
  lang: 'zh' | 'en' = 'zh',
) => call<T>(app, path, body, token, lang);
