import type { BookInfo } from '../../../src/core/api/contract';
import { parseBookInfoAnswer } from './protocol';

/**
 * The whole exchange with the book-info service, answer body included. Short on purpose: the rating
 * is an extra on the detail page, which waits for it, and a reader should not watch a spinner for a
 * slow third party — past this the page simply shows no rating (a failure is only logged).
 */
export const BOOK_INFO_TIMEOUT_MS = 1500;

export class BookInfoUnavailableError extends Error {
  override readonly name = 'BookInfoUnavailableError';
}

export interface BookInfoClient {
  /** The endpoint, or null when no service is configured (then nothing is ever found). */
  readonly url: string | null;
  /** Throws BookInfoUnavailableError when the service fails, is slow or answers nonsense. */
  lookup(isbn13s: readonly string[]): Promise<BookInfo[]>;
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

const unavailable = (error: unknown) =>
  new BookInfoUnavailableError(reasonOf(error), { cause: error });

/** The service's JSON answer; a network error, timeout, HTTP error or non-JSON body throws. */
async function fetchAnswer(url: string, isbn13s: readonly string[], timeoutMs: number) {
  // One deadline for the whole exchange, the answer body included.
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ isbns: isbn13s }),
      signal,
    });
  } catch (error) {
    throw unavailable(error);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new BookInfoUnavailableError(`HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw unavailable(error);
  }
}

export function bookInfoClient(
  url: string | undefined,
  timeoutMs = BOOK_INFO_TIMEOUT_MS,
): BookInfoClient {
  if (!url) return { url: null, lookup: async () => [] };
  return {
    url,
    async lookup(isbn13s) {
      if (isbn13s.length === 0) return [];
      const body = await fetchAnswer(url, isbn13s, timeoutMs);
      const infos = parseBookInfoAnswer(body, isbn13s);
      if (!infos) throw new BookInfoUnavailableError('the answer is not a list of book infos');
      return infos;
    },
  };
}
