import type { TFunction } from 'i18next';
import type { RankingPeriod } from '../../core';
import { dateTimeFormat, knownTimeZone } from '../../core/ui/day';

const FORMATS: Record<Exclude<RankingPeriod, 'week'>, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { year: 'numeric', month: 'long' },
};
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/**
 * The period a ranking covers, as a reader says it: 2031年 / 2031, 2031年5月 / May 2031,
 * 5月12日 至 5月18日 / May 12 to May 18 (the week's last day is the day before `to`). Its
 * bounds are instants of the library's calendar: read in its `timeZone` (the organisation's),
 * or a reader elsewhere would see a week from Sunday to Saturday.
 */
export function periodSpan(
  t: TFunction<'reader-home'>,
  lang: string,
  period: RankingPeriod,
  from: string,
  to: string,
  timeZone: string,
): string {
  const locale = lang === 'en' ? 'en' : 'zh-CN';
  const zone = knownTimeZone(timeZone);
  const format = (iso: string | number, options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { ...options, timeZone: zone }).format(new Date(iso));
  if (period !== 'week') return format(from, FORMATS[period]);
  return t('ranking.span_week', {
    from: format(from, DAY),
    to: format(Date.parse(to) - 1, DAY),
  });
}
