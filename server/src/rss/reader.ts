/**
 * Feeds read for readers: fetched safely (fetch.ts), parsed to text (parse.ts), and kept a few
 * minutes per address in the shared state, so a class opening the same school feed costs the
 * feed's site one request, on every instance (Redis with REDIS_URL, else this process). A
 * failure is kept a shorter time: a feed that is down is not asked again for every reader.
 */
import { createHash } from 'node:crypto';
import type { SharedState } from '../instance-state';
import {
  DEFAULT_FEED_FETCH,
  FeedError,
  fetchFeedText,
  type FeedErrorCode,
  type FeedFetchOptions,
} from './fetch';
import { parseFeed, type ParsedFeed } from './parse';

export interface CachedFeed extends ParsedFeed {
  /** ISO date-time of the fetch. */
  fetchedAt: string;
}

export type FeedOutcome = { feed: CachedFeed } | { failed: FeedErrorCode };

export interface FeedReaderOptions {
  fetch: FeedFetchOptions;
  /** How long a fetched feed is served from the cache. */
  ttlMs: number;
  /** How long a failure is. */
  failureTtlMs: number;
}

export const DEFAULT_FEED_READER: FeedReaderOptions = {
  fetch: DEFAULT_FEED_FETCH,
  ttlMs: 5 * 60_000,
  failureTtlMs: 60_000,
};

/** What buildApp may change: any fetch limit, the allow-list, the cache's times. */
export type FeedReaderSettings = Partial<FeedFetchOptions> & {
  ttlMs?: number;
  failureTtlMs?: number;
};

export const feedReaderOptions = (settings: FeedReaderSettings = {}): FeedReaderOptions => {
  const { ttlMs, failureTtlMs, ...fetch } = settings;
  return {
    fetch: { ...DEFAULT_FEED_FETCH, ...fetch },
    ttlMs: ttlMs ?? DEFAULT_FEED_READER.ttlMs,
    failureTtlMs: failureTtlMs ?? DEFAULT_FEED_READER.failureTtlMs,
  };
};

const cacheKey = (url: string) => `rss:feed:${createHash('sha256').update(url).digest('hex')}`;

export class FeedReader {
  /** Fetches in progress in this process: two readers asking at once share one request. */
  private readonly inFlight = new Map<string, Promise<FeedOutcome>>();

  constructor(
    private readonly shared: SharedState,
    readonly options: FeedReaderOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async read(url: string): Promise<FeedOutcome> {
    const cached = await this.shared.get(cacheKey(url));
    if (cached) return JSON.parse(cached) as FeedOutcome;
    const running = this.inFlight.get(url);
    if (running) return running;
    const fetching = this.fetchAndKeep(url).finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, fetching);
    return fetching;
  }

  private async fetchAndKeep(url: string): Promise<FeedOutcome> {
    let outcome: FeedOutcome;
    try {
      const { body, url: finalUrl } = await fetchFeedText(url, this.options.fetch);
      const parsed = parseFeed(body, finalUrl);
      outcome = { feed: { ...parsed, fetchedAt: new Date(this.now()).toISOString() } };
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      outcome = { failed: error.code };
    }
    const ttl = 'feed' in outcome ? this.options.ttlMs : this.options.failureTtlMs;
    await this.shared.set(cacheKey(url), JSON.stringify(outcome), ttl);
    return outcome;
  }
}

/** RSS_ALLOW_HOSTS: `ip:port` pairs, comma-separated, that feeds may be fetched from although
 * private (a test's local feed server). Never set in production. */
export const allowHostsFromEnv = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
