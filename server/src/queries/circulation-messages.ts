/**
 * The reader's messages: reminders and urges the library sends, its replies, and what the
 * reader writes on the message board. Reminders are stored as a kind with parameters and worded
 * when read, so a reader who switches language reads them in the new one.
 */
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type {
  MessagePage,
  ReaderMessageItem,
  ReaderMessageKind,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { readerMessage } from '../db/tables/circulation';
import { translate, type Lang, type MessageKey } from '../http/messages';
import type { PageSpec, ReaderScope } from './circulation';

const REMINDER_KEYS = {
  dueSoon: 'reminderDueSoon',
  overdue: 'reminderOverdue',
  reservationArrived: 'reminderArrived',
  urge: 'reminderUrge',
  activityCancelled: 'reminderActivityCancelled',
} as const satisfies Partial<Record<ReaderMessageKind, MessageKey>>;

const isReminder = (kind: ReaderMessageKind): kind is keyof typeof REMINDER_KEYS =>
  kind in REMINDER_KEYS;

/** A message's text in `lang`: a reminder worded from its parameters, else what was written. */
export function messageText(
  lang: Lang,
  kind: ReaderMessageKind,
  params: Record<string, string> | null,
  body: string | null,
): string {
  if (!isReminder(kind)) return body ?? '';
  const text = translate(lang, REMINDER_KEYS[kind], params ?? {});
  // An urge may carry the librarian's own words too.
  return body ? `${text}\n${body}` : text;
}

export type MessageBox = 'all' | 'inbox' | 'sent';

const unreadOf = (readerId: number) =>
  and(
    eq(readerMessage.readerId, readerId),
    eq(readerMessage.direction, 'toReader'),
    isNull(readerMessage.readAt),
  );

export async function unreadCount(db: Database, readerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count().mapWith(Number) })
    .from(readerMessage)
    .where(unreadOf(readerId));
  return row?.n ?? 0;
}

function boxFilter(scope: ReaderScope, box: MessageBox): SQL | undefined {
  const mine = and(
    eq(readerMessage.readerId, scope.readerId),
    eq(readerMessage.organizationId, scope.orgId),
  );
  if (box === 'inbox') return and(mine, eq(readerMessage.direction, 'toReader'));
  if (box === 'sent') return and(mine, eq(readerMessage.direction, 'fromReader'));
  return mine;
}

/** A page of the reader's messages, newest first, with the unread count. */
export async function messagePage(
  db: Database,
  scope: ReaderScope,
  box: MessageBox,
  spec: PageSpec,
  lang: Lang,
): Promise<MessagePage> {
  const where = boxFilter(scope, box);
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(readerMessage)
    .where(where);
  const rows = await db
    .select()
    .from(readerMessage)
    .where(where)
    .orderBy(desc(readerMessage.createdAt), desc(readerMessage.id))
    .limit(spec.pagesize)
    .offset((spec.index - 1) * spec.pagesize);
  const list: ReaderMessageItem[] = rows.map((row) => ({
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    text: messageText(lang, row.kind, row.params, row.body),
    createtime: row.createdAt.toISOString(),
    // What the reader wrote is read by definition.
    read: row.direction === 'fromReader' || row.readAt !== null,
    replyto: row.replyToId,
  }));
  return {
    total: totals?.n ?? 0,
    index: spec.index,
    pagesize: spec.pagesize,
    list,
    unread: await unreadCount(db, scope.readerId),
  };
}

/** Marks the reader's messages read (those of `ids` that are theirs, or all); the unread after. */
export async function markRead(
  db: Database,
  readerId: number,
  target: { ids: number[] } | { all: true },
  now: number,
): Promise<number> {
  const which = 'all' in target ? undefined : inArray(readerMessage.id, target.ids);
  if ('all' in target || target.ids.length > 0) {
    await db
      .update(readerMessage)
      .set({ readAt: new Date(now) })
      .where(and(unreadOf(readerId), which));
  }
  return unreadCount(db, readerId);
}

/** The reader writes on the message board. */
export async function addBoardMessage(
  db: Database,
  scope: ReaderScope,
  content: string,
  lang: Lang,
): Promise<ReaderMessageItem> {
  const [row] = await db
    .insert(readerMessage)
    .values({
      organizationId: scope.orgId,
      readerId: scope.readerId,
      direction: 'fromReader',
      kind: 'board',
      body: content,
    })
    .returning();
  if (!row) throw new Error('reader_message insert returned nothing');
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    text: messageText(lang, row.kind, row.params, row.body),
    createtime: row.createdAt.toISOString(),
    read: true,
    replyto: null,
  };
}

export interface Reminder {
  orgId: number;
  readerId: number;
  kind: keyof typeof REMINDER_KEYS;
  params: Record<string, string>;
  /** Identifies the reminder: the same key for the same reader is sent once. */
  dedupeKey: string;
  body?: string | null;
  at: Date;
}

/**
 * Sends reminders that were not sent before (the unique index on reader + key decides, so two
 * instances sending the same one at once still send it once). Returns how many were new.
 */
export async function sendReminders(db: Database, reminders: Reminder[]): Promise<number> {
  if (reminders.length === 0) return 0;
  const inserted = await db
    .insert(readerMessage)
    .values(
      reminders.map((reminder) => ({
        organizationId: reminder.orgId,
        readerId: reminder.readerId,
        direction: 'toReader' as const,
        kind: reminder.kind,
        params: reminder.params,
        body: reminder.body ?? null,
        dedupeKey: reminder.dedupeKey,
        createdAt: reminder.at,
      })),
    )
    .onConflictDoNothing({ target: [readerMessage.readerId, readerMessage.dedupeKey] })
    .returning({ id: readerMessage.id });
  return inserted.length;
}
