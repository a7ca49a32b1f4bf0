/**
 * The reader's private calendar feed (as Koha offers): due dates and reservation pick-up
 * deadlines as an iCalendar file at an unguessable URL, since calendar apps cannot log in.
 *
 * The secret is HMAC(server key, reader + version): it can be shown again whenever the reader
 * asks for the URL, yet only its sha256 is stored, so a copy of the database does not give
 * anyone the feeds. A reset bumps the version: the stored hash changes and the old URL stops
 * answering at once. The feed carries titles and dates only — no name, no card number, no
 * barcode — because whoever holds the URL sees it.
 */
import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Database } from '../db/client';
import { book, bookCopy, borrowRecord, preborrow, reader } from '../db/schema';
import { readerCirculation } from '../db/tables/circulation';
import { translate, type Lang } from '../http/messages';
import { libraryDay, type TimeZone } from '../time';

/** 32 bytes, base64url: 43 characters. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const feedKey = (jwtSecret: Uint8Array): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'libportal calendar feed', 32));

const secretOf = (key: Buffer, readerId: number, version: number) =>
  createHmac('sha256', key).update(`calendar:${readerId}:${version}`).digest('base64url');

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a string could be a feed secret at all (garbage is refused before any lookup). */
export const isFeedSecret = (value: string): boolean => SECRET_PATTERN.test(value);

/**
 * The reader's feed secret, created on first use. The stored hash follows the derived secret
 * (so a changed server key quietly moves every feed to a new URL rather than breaking it).
 */
export async function feedSecret(db: Database, key: Buffer, readerId: number): Promise<string> {
  const [row] = await db
    .select({
      version: readerCirculation.calendarVersion,
      hash: readerCirculation.calendarTokenHash,
    })
    .from(readerCirculation)
    .where(eq(readerCirculation.readerId, readerId));
  const secret = secretOf(key, readerId, row?.version ?? 0);
  const hash = hashOf(secret);
  if (row?.hash !== hash) {
    await db
      .insert(readerCirculation)
      .values({ readerId, calendarTokenHash: hash })
      .onConflictDoUpdate({
        target: readerCirculation.readerId,
        set: { calendarTokenHash: hash },
      });
  }
  return secret;
}

/** A new secret for the reader; the old one stops answering at once. */
export async function resetFeedSecret(db: Database, key: Buffer, readerId: number) {
  const [row] = await db
    .insert(readerCirculation)
    .values({ readerId, calendarVersion: 1 })
    .onConflictDoUpdate({
      target: readerCirculation.readerId,
      set: { calendarVersion: sql`${readerCirculation.calendarVersion} + 1` },
    })
    .returning({ version: readerCirculation.calendarVersion });
  const secret = secretOf(key, readerId, row?.version ?? 1);
  await db
    .update(readerCirculation)
    .set({ calendarTokenHash: hashOf(secret) })
    .where(eq(readerCirculation.readerId, readerId));
  return secret;
}

/** The reader whose current secret this is (with their organisation), if any. */
export async function feedReader(
  db: Database,
  secret: string,
): Promise<{ readerId: number; orgId: number } | undefined> {
  const [row] = await db
    .select({ readerId: readerCirculation.readerId, orgId: reader.organizationId })
    .from(readerCirculation)
    .innerJoin(reader, eq(reader.id, readerCirculation.readerId))
    .where(eq(readerCirculation.calendarTokenHash, hashOf(secret)));
  return row;
}

export interface FeedEvents {
  loans: { id: number; title: string; dueAt: Date }[];
  pickUps: { id: number; title: string; expiresAt: Date }[];
}

/** What the feed shows: current loans' due days and arrived reservations' deadlines. */
export async function feedEvents(db: Database, readerId: number, now: number): Promise<FeedEvents> {
  const loans = await db
    .select({ id: borrowRecord.id, title: book.title, dueAt: borrowRecord.dueAt })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(and(eq(borrowRecord.readerId, readerId), isNull(borrowRecord.returnedAt)));
  const pickUps = await db
    .select({ id: preborrow.id, title: book.title, expiresAt: preborrow.expiresAt })
    .from(preborrow)
    .innerJoin(book, eq(book.id, preborrow.bookId))
    .where(
      and(
        eq(preborrow.readerId, readerId),
        isNull(preborrow.cancelledAt),
        eq(preborrow.arrived, true),
        gt(preborrow.expiresAt, new Date(now)),
      ),
    );
  return { loans, pickUps };
}

/**
 * The iCalendar text: a due day is an all-day event on the library's day (in its zone: a loan
 * due at 23:59 in Berlin is due that day wherever the reader's calendar app is), a pick-up
 * deadline a moment (UTC, shown by the app in its own zone).
 */
export function feedIcs(lang: Lang, events: FeedEvents, zone: TimeZone): string {
  const calendar = ical({
    name: translate(lang, 'calendarName'),
    prodId: { company: 'libportal', product: 'loans', language: lang === 'en' ? 'EN' : 'ZH' },
    // Calendar apps refresh a subscription at about this pace.
    ttl: 60 * 60 * 6,
  });
  for (const loan of events.loans) {
    const day = libraryDay(loan.dueAt, zone);
    calendar.createEvent({
      id: `due-${loan.id}@libportal`,
      // All-day events are written as dates (no time zone): the library day itself.
      start: new Date(`${day}T12:00:00Z`),
      allDay: true,
      summary: translate(lang, 'calendarDue', { title: loan.title }),
    });
  }
  for (const pickUp of events.pickUps) {
    calendar.createEvent({
      id: `pickup-${pickUp.id}@libportal`,
      start: pickUp.expiresAt,
      end: pickUp.expiresAt,
      summary: translate(lang, 'calendarPickUp', { title: pickUp.title }),
    });
  }
  return calendar.toString();
}
