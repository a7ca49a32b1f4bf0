import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/tables/settings';
import type { SmsGateway, SmsMessage } from './gateway';

/**
 * The emulated SMS gateway: every message is written to the sms_outbox table instead of being
 * sent. With SMS_OUTBOX=1 the demo can read it — printed on the server's console as it is
 * "sent", and from GET /api/__sms-outbox?phone=<number> (routes/settings.ts) — so the phone
 * binding can be tried end to end on a machine without a provider. Without the switch the
 * codes stay in the table, readable only by whoever runs the database.
 */
export function outboxGateway(db: Database, print?: (line: string) => void): SmsGateway {
  return {
    name: 'emulated (sms_outbox table)',
    async send(message: SmsMessage) {
      await db.insert(smsOutbox).values(message);
      print?.(`[sms outbox] to ${message.phone}: ${message.text}`);
    },
  };
}

/** The latest messages to `phone` from the last hour (a code lives minutes), newest first. */
export async function recentOutbox(db: Database, phone: string, limit = 10) {
  const rows = await db
    .select({ phone: smsOutbox.phone, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), gt(smsOutbox.createdAt, sql`now() - interval '1 hour'`)))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    phone: row.phone,
    text: row.text,
    createdtime: row.createdAt.toISOString(),
  }));
}
