import { positiveInt } from '../env';

/**
 * Where the book-info service is, from the environment:
 * - BOOK_INFO_URL: the endpoint of an external service (POST {isbns}); must be http(s).
 * - otherwise main.ts starts the emulation in-process on 127.0.0.1, on BOOK_INFO_PORT (default:
 *   a free port), with its /__control switch when BOOK_INFO_CONTROL=1 (end-to-end tests).
 * A malformed URL stops the start-up rather than leave ratings silently off.
 */
export type BookInfoConfig =
  { kind: 'external'; url: string } | { kind: 'emulation'; port: number; control: boolean };

export function bookInfoConfigFromEnv(env: NodeJS.ProcessEnv): BookInfoConfig {
  const url = env.BOOK_INFO_URL?.trim();
  if (url) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      throw new Error(`BOOK_INFO_URL is not an http(s) URL: ${url}`);
    }
    return { kind: 'external', url };
  }
  // positiveInt's fallback 0 asks the system for a free port.
  return {
    kind: 'emulation',
    port: positiveInt(env.BOOK_INFO_PORT, 0),
    control: env.BOOK_INFO_CONTROL === '1',
  };
}
