/** A calendar day in the reader's language: 2026年3月1日 / Mar 1, 2026 (due dates, history). */
export function formatDay(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const english = lang.startsWith('en');
  return new Intl.DateTimeFormat(english ? 'en' : 'zh-CN', {
    year: 'numeric',
    month: english ? 'short' : 'long',
    day: 'numeric',
  }).format(date);
}
