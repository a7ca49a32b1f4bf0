/**
 * The external book-info (rating) service's protocol: POST `{isbns: string[]}`,
 * answered with a JSON list of `{isbn13, image, average, raters}` (`average` on a 10-point
 * scale). Shared by the emulation (service.ts) and the API server's client (client.ts).
 */
import type { BookInfo } from '../../../src/core/api/contract';
import { parseIsbn } from '../search/normalize';

/** Where the emulation answers; BOOK_INFO_URL names the whole endpoint of a real service. */
export const BOOK_INFO_PATH = '/isbns';
/** The emulation's mode switch (only with BOOK_INFO_CONTROL=1). */
export const CONTROL_PATH = '/__control';
/** ISBNs per call: a detail page asks for one, a result page for one page of books. */
export const MAX_ISBNS = 50;
/** The top of the service's scale. */
export const BOOK_INFO_SCALE = 10;

export const BOOK_INFO_MODES = ['up', 'down', 'slow'] as const;
/** up: answers; down: HTTP 503; slow: answers only after the API server has given up. */
export type BookInfoMode = (typeof BOOK_INFO_MODES)[number];

/** ISBN-10 or -13, with or without hyphens or spaces, as ISBN-13; null when it is not one. */
export const toIsbn13 = (text: string): string | null => parseIsbn(text)?.isbn13 ?? null;

/** The ISBN-13s of a request, each once, in the order given; what is not an ISBN is dropped. */
export function distinctIsbn13s(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const isbn13 = toIsbn13(value);
    if (isbn13) seen.add(isbn13);
  }
  return [...seen];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only web images: a `javascript:` or `data:` URL from a service never reaches a page. */
function imageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  return /^https?:$/.test(new URL(value).protocol) ? value : null;
}

function bookInfoOf(item: unknown, requested: ReadonlySet<string>): BookInfo | undefined {
  if (!isRecord(item) || typeof item.isbn13 !== 'string') return undefined;
  const isbn13 = toIsbn13(item.isbn13);
  if (!isbn13 || !requested.has(isbn13)) return undefined;
  const average = Number(item.average);
  const raters = Number(item.raters);
  return {
    isbn13,
    image: imageUrl(item.image),
    average: Number.isFinite(average) ? Math.min(Math.max(average, 0), BOOK_INFO_SCALE) : 0,
    raters: Number.isSafeInteger(raters) && raters > 0 ? raters : 0,
  };
}

/**
 * What a service answered, checked: a list (or an envelope whose `data` is one) of entries for
 * the ISBNs asked about, each once, numbers in range. Anything else is undefined: the service
 * is treated as failed rather than trusted.
 */
export function parseBookInfoAnswer(
  body: unknown,
  requested: readonly string[],
): BookInfo[] | undefined {
  const list = Array.isArray(body) ? body : isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) return undefined;
  const wanted = new Set(requested);
  const found = new Map<string, BookInfo>();
  for (const item of list) {
    const info = bookInfoOf(item, wanted);
    if (info && !found.has(info.isbn13)) found.set(info.isbn13, info);
  }
  return requested.flatMap((isbn13) => found.get(isbn13) ?? []);
}
