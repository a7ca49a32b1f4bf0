/**
 * Fixtures for the time-zone suites: the two zones they compare (Asia/Shanghai, the demo
 * libraries', without summer time; Europe/Berlin, which changes on the last Sundays of March
 * and October) and an organisation moved to a zone for a test.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { organization } from '../src/db/schema';
import { instantAt, parseTimeZone, type TimeZone } from '../src/time';

const zone = (name: string) => {
  const parsed = parseTimeZone(name);
  if (!parsed) throw new Error(`no time zone ${name}`);
  return parsed;
};

export const SHANGHAI = zone('Asia/Shanghai');
export const BERLIN = zone('Europe/Berlin');

/** Stores `timeZone` (checked or not) as the organisation's; resolves to the undo. */
export async function setOrganizationZone(
  db: Database,
  orgId: number,
  timeZone: string,
): Promise<() => Promise<void>> {
  const [before] = await db
    .select({ timeZone: organization.timeZone })
    .from(organization)
    .where(eq(organization.id, orgId));
  await db.update(organization).set({ timeZone }).where(eq(organization.id, orgId));
  return async () => {
    await db
      .update(organization)
      .set({ timeZone: before?.timeZone ?? SHANGHAI })
      .where(eq(organization.id, orgId));
  };
}

/** The instant of a wall-clock time in a zone: at('2026-03-29T01:30', BERLIN). */
export function at(local: string, timeZone: TimeZone): Date {
  const [day = '', time = '00:00'] = local.split('T');
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return instantAt(day, { hour, minute }, timeZone);
}
