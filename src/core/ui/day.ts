/**
 * Days and times as the library counts them: in its organisation's IANA time zone
 * (OrganizationRef.timezone, read with useLibraryTimeZone), so a loan due on the 5th in Berlin
 * shows the 5th to a reader whose browser is in Beijing, and the portal's server render shows
 * what the browser will. Intl.DateTimeFormat's `timeZone` does the work: no date library in the
 * bundle.
 */

/** 'YYYY-MM-DD': a calendar day already, not an instant (a competition's first day). */
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

const usable = new Map<string, boolean>();

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, made once: making one reads the locale's and
 * zone's data (tens of ms on a phone, the largest single cost of hydrating /home), and a page of
 * news or loans formats dozens of dates with the same few.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `timeZone` when this browser knows it, else undefined (the browser's own zone): an older
 * browser missing a new zone shows the reader's clock rather than nothing.
 */
export function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  let known = usable.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    usable.set(timeZone, known);
  }
  return known ? timeZone : undefined;
}

/** The instant of `iso`, and the zone to read it in (UTC for a plain day: it names itself). */
export function instantOf(iso: string, timeZone?: string) {
  const date = new Date(iso);
  return { date, timeZone: PLAIN_DAY.test(iso) ? 'UTC' : knownTimeZone(timeZone) };
}

/**
 * A calendar day in the reader's language: 2026年3月1日 / Mar 1, 2026 (due dates, history), in
 * the library's `timeZone` when given.
 */
export function formatDay(iso: string, lang: string, timeZone?: string): string {
  const { date, timeZone: zone } = instantOf(iso, timeZone);
  if (Number.isNaN(date.getTime())) return iso;
  const english = lang.startsWith('en');
  return dateTimeFormat(english ? 'en' : 'zh-CN', {
    year: 'numeric',
    month: english ? 'short' : 'long',
    day: 'numeric',
    timeZone: zone,
  }).format(date);
}

/**
 * A date and time in the reader's language: 2025年3月1日 14:30 / Mar 1, 2025, 2:30 PM; on the
 * library's clock when `timeZone` (the organisation's) is given, as its deadlines are.
 */
export function formatDateTime(iso: string, lang: string, timeZone?: string): string {
  const { date, timeZone: zone } = instantOf(iso, timeZone);
  if (Number.isNaN(date.getTime())) return iso;
  const english = lang.startsWith('en');
  return dateTimeFormat(english ? 'en' : 'zh-CN', {
    year: 'numeric',
    month: english ? 'short' : 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: english,
    timeZone: zone,
  }).format(date);
}
