/**
 * ISBN helpers for the goodbooks-10k quirks: `isbn` lost its leading zeros, and `isbn13` is
 * stored as a lossy float, so ISBN-13 is derived from ISBN-10.
 */

/** "439023483" → "0439023483"; empty or malformed → null. */
export function padIsbn10(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  if (!/^\d{1,9}[\dX]$/.test(value)) return null;
  return value.padStart(10, '0');
}

/** 978-prefixed ISBN-13 with its check digit, e.g. "0439023483" → "9780439023481". */
export function isbn13FromIsbn10(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
