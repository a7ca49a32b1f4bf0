/** A date and time in the reader's language: 2025年3月1日 14:30 / Mar 1, 2025, 2:30 PM. */
export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const english = lang.startsWith('en');
  return new Intl.DateTimeFormat(english ? 'en' : 'zh-CN', {
    year: 'numeric',
    month: english ? 'short' : 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: english,
  }).format(date);
}

/** Integer fen as yuan with two decimals ("12.50"), for the `common.yuan` text. */
export function fenToYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** A rate of 0–1 as a whole percentage. */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
