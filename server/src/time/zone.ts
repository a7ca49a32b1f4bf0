/**
 * The organisation's IANA time zone, checked once where it is read. Every library day (due
 * dates, fines, holds, rankings' periods, reminders) is computed in it, in this module.
 *
 * The date library is the Temporal polyfill (temporal-polyfill, fullcalendar's; 57 kB
 * minified, 19 kB gzipped, server only): Temporal is the standard's own model of what a
 * library needs (a PlainDate is a library day, a ZonedDateTime its instants), it computes
 * offsets from the zone itself whatever the server's own TZ, and once Node ships Temporal the
 * import is the only change.
 * @date-fns/tz was set aside for its open bugs building dates on a DST change day when the
 * host runs in another zone (reported on its tracker) — the very days this must get right;
 * luxon would do but is a second model of dates beside the standard's.
 */
import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE } from '../../../src/core/api/contract';

declare const checked: unique symbol;
/** A zone name that Temporal and PostgreSQL both read the same way (see parseTimeZone). */
export type TimeZone = string & { readonly [checked]: true };

/**
 * Region names only (Europe/Berlin, UTC, Etc/GMT-8): never a bare offset such as "+08:00",
 * which PostgreSQL reads as POSIX (the sign reversed), so SQL and JavaScript would disagree
 * by 16 hours. The pattern also keeps a zone safe to write as an SQL literal (time/sql.ts).
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The zone named `text` in its canonical spelling, or undefined when there is no such zone. */
export function parseTimeZone(text: string): TimeZone | undefined {
  const name = text.trim();
  if (!ZONE_NAME.test(name)) return undefined;
  try {
    const id = Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name).timeZoneId;
    return ZONE_NAME.test(id) ? (id as TimeZone) : undefined;
  } catch {
    return undefined;
  }
}

export const DEFAULT_ZONE = parseTimeZone(DEFAULT_TIME_ZONE) as TimeZone;

const ABBREVIATION = /^[A-Za-z]{2,5}$/;

/**
 * What an organisation may be given (libportal org create, the settings): an Area/City zone in
 * its canonical spelling (`asia/shanghai` and `Asia/Chongqing` → `Asia/Shanghai`), or
 * undefined. Short names without an area (`CST`, which readers take for three different zones;
 * `PRC`) are refused, UTC aside: the library's day must follow a zone's own rules, daylight
 * saving included. The result is always one parseTimeZone reads.
 */
export function canonicalTimeZone(text: string): TimeZone | undefined {
  const name = text.trim();
  if (!ZONE_NAME.test(name)) return undefined;
  if (ABBREVIATION.test(name) && name.toUpperCase() !== 'UTC') return undefined;
  try {
    return parseTimeZone(
      new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone,
    );
  } catch {
    return undefined;
  }
}

/** Told of a stored zone that is not one (once per organisation and value). */
export type ZoneWarning = (message: string) => void;

const warned = new Set<string>();

/**
 * The organisation's zone, or the default one when the stored value is not a zone: the CLI
 * validates what it writes, so this is a hand-edited database, and a library day a few hours
 * off is better than a portal that stops answering. Said once in the log.
 */
export function zoneOfOrganization(
  org: { orgcode: string; timeZone: string },
  warn: ZoneWarning = (message) => console.warn(message),
): TimeZone {
  const zone = parseTimeZone(org.timeZone);
  if (zone) return zone;
  const key = `${org.orgcode}\n${org.timeZone}`;
  if (!warned.has(key)) {
    warned.add(key);
    warn(
      `organisation ${org.orgcode}: time zone "${org.timeZone}" is not an IANA zone; ${DEFAULT_ZONE} is used`,
    );
  }
  return DEFAULT_ZONE;
}
