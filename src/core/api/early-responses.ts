/**
 * Answers a page asked for before its app had loaded (the portal's prerendered /home starts
 * its first calls from an inline script, see src/host-app/early-requests.ts), for the API
 * client to take over instead of asking again. Each is taken once: a later call of the same
 * request goes to the network as usual.
 */

/** The `window` property the inline script fills: request key → the parsed JSON, if any. */
export const EARLY_RESPONSES_PROPERTY = '__libportalEarlyResponses';

/** What an early answer resolves to: the response's JSON, or `undefined` when it failed. */
export type EarlyResponse = Promise<unknown>;

type EarlyResponses = Map<string, EarlyResponse>;

/**
 * One request as a string: the same for the inline script and for the API client, whatever
 * the order of the query's or the body's keys. Self-contained (no outer names), because the
 * prerender inlines its source into the page.
 */
export function earlyRequestKey(
  method: string,
  url: string,
  query: Record<string, unknown> | undefined,
  body: Record<string, unknown> | undefined,
  language: string,
): string {
  const sorted = (record: Record<string, unknown> | undefined) =>
    record
      ? Object.keys(record)
          .filter((key) => record[key] !== undefined)
          .sort()
          .map((key) => [key, record[key]])
      : [];
  return JSON.stringify([method, url, sorted(query), sorted(body), language]);
}

/** The early answer to this request, if the page has one; it is gone after this. */
export function takeEarlyResponse(key: string): EarlyResponse | undefined {
  if (typeof window === 'undefined') return undefined;
  const responses = (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_PROPERTY];
  if (!(responses instanceof Map)) return undefined;
  const found = (responses as EarlyResponses).get(key);
  responses.delete(key);
  return found;
}
