/**
 * The one way an amount of money is written, per language, for the portal and the server's
 * messages alike: Intl's currency format for CNY (zh "¥5.50", en "CN¥5.50"). Before it, the
 * same fine read "5.50 yuan" in one sentence and "¥5.50" in the next.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** Integer fen as the language's money text. */
export function formatMoney(fen: number, lang: string): string {
  const locale = lang.startsWith('en') ? 'en' : 'zh-CN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' });
    formats.set(locale, format);
  }
  return format.format(fen / 100);
}
