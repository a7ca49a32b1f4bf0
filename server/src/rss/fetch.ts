/**
 * Fetching a feed for a reader without opening a way into the school's network (SSRF).
 *
 * Every hop goes through request-filtering-agent, which checks the address a socket is about to
 * connect to — an IP literal before connecting, a name after its DNS lookup and before the
 * connect — and refuses loopback, private, link-local, carrier-grade NAT, multicast, reserved
 * and unspecified ranges (anything ipaddr.js does not call "unicast"). The socket connects to
 * the address that was checked, so a name that resolves differently a second time (DNS
 * rebinding) gains nothing. Redirects are followed by hand, at most `maxRedirects`, each hop
 * checked the same way; only http and https are spoken. One deadline covers the whole
 * exchange, and the body is streamed and dropped once it passes `maxBytes`.
 *
 * A test (or a deployment with a feed on its own network) may name `host:port` pairs to allow
 * (RSS_ALLOW_HOSTS); only IP literals are honoured, so an allowed pair can never be reached
 * by a name or a redirect to another port. Nothing is allowed by default.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** Why a feed could not be fetched or read (the route maps each to a message). */
export type FeedErrorCode =
  | 'urlRefused'
  | 'addressRefused'
  | 'tooManyRedirects'
  | 'timeout'
  | 'tooLarge'
  | 'badStatus'
  | 'unreachable'
  | 'notAFeed';

export class FeedError extends Error {
  override readonly name = 'FeedError';
  constructor(
    readonly code: FeedErrorCode,
    detail: string = code,
  ) {
    super(detail);
  }
}

export interface FeedFetchOptions {
  /** `ip:port` pairs that may be fetched although their address is private (tests only). */
  allowHosts: readonly string[];
  /** The whole exchange: connect, redirects and body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Resolves names (default: the system's); tests inject one, there is no DNS here. */
  lookup?: LookupFunction;
  /** The Accept and User-Agent headers (default: a feed reader's); copy cataloguing sets its own. */
  accept?: string;
  userAgent?: string;
}

/** Ten seconds is generous for a feed; a slow or stalled server should not hold a worker long. */
export const DEFAULT_FEED_FETCH: FeedFetchOptions = {
  allowHosts: [],
  timeoutMs: 8000,
  // Large real feeds are 200–500 KB; a megabyte leaves room and stops a body meant to exhaust memory.
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
};

/** "host:port" with the scheme's port filled in, and an IPv6 host without its brackets. */
function hostAndPort(url: URL): { host: string; pair: string } {
  // "localhost." is "localhost": a trailing dot must not slip past a comparison.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return { host, pair: `${isIP(host) === 6 ? `[${host}]` : host}:${port}` };
}

/** The address as a fetch may use it, or a refusal (scheme, credentials in it, not a URL). */
export function checkFeedUrl(address: string): URL | FeedError {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return new FeedError('urlRefused', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return new FeedError('urlRefused', `scheme ${url.protocol} refused`);
  }
  // user:password@host would be sent to whatever the host is; a feed never needs it.
  if (url.username || url.password) return new FeedError('urlRefused', 'credentials in URL');
  return url;
}

/**
 * A refusal known without any lookup: an IP literal (or "localhost") that is not a public
 * unicast address and not allowed. Used when a subscription is saved, so an obvious private
 * address is refused at once; the agent still checks every fetch, names included.
 */
export function refusedBeforeLookup(url: URL, allowHosts: readonly string[]): boolean {
  const { host, pair } = hostAndPort(url);
  if (allowHosts.includes(pair)) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 0) return false;
  // The agent's own rule (request-filtering-agent): only "unicast" ranges may be reached.
  return ipaddr.parse(host).range() !== 'unicast';
}

function agentFor(url: URL, allowHosts: readonly string[]) {
  const { host, pair } = hostAndPort(url);
  // An allowed pair is an IP literal (see above): allow exactly that address for this hop.
  const allowIPAddressList = allowHosts.includes(pair) && isIP(host) !== 0 ? [host] : [];
  const options = { keepAlive: false, allowIPAddressList };
  return url.protocol === 'https:'
    ? new RequestFilteringHttpsAgent(options)
    : new RequestFilteringHttpAgent(options);
}

const isAgentRefusal = (error: Error) => /is not allowed/.test(error.message);

function charsetOf(contentType: string | undefined, head: Buffer): string {
  const declared = /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (declared) return declared;
  // Chinese feeds often say <?xml version="1.0" encoding="gb2312"?> and nothing in the header.
  return /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head.toString('latin1'))?.[1] ?? 'utf-8';
}

function decode(body: Buffer, contentType: string | undefined): string {
  try {
    return new TextDecoder(charsetOf(contentType, body.subarray(0, 200))).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

type Hop = { redirect: string } | { body: string };

/** One request: a redirect's location, or the body within the size limit. */
function requestOnce(url: URL, options: FeedFetchOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const get = url.protocol === 'https:' ? https.get : http.get;
    const agent = agentFor(url, options.allowHosts);
    const request = get(
      url,
      {
        agent,
        signal,
        ...(options.lookup ? { lookup: options.lookup } : {}),
        headers: {
          accept:
            options.accept ??
            'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9',
          // No compression: a small compressed body could inflate past any limit.
          'accept-encoding': 'identity',
          'user-agent': options.userAgent ?? 'libportal-rss/1.0',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new FeedError('badStatus', `HTTP ${status}`));
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          reject(new FeedError('tooLarge', 'declared length over the limit'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy(new FeedError('tooLarge', `body over ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({ body: decode(Buffer.concat(chunks), response.headers['content-type']) }),
        );
      },
    );
    request.on('error', reject);
    request.on('close', () => agent.destroy());
  });
}

function toFeedError(error: unknown, signal: AbortSignal): FeedError {
  if (error instanceof FeedError) return error;
  if (signal.aborted) return new FeedError('timeout');
  if (error instanceof Error && isAgentRefusal(error)) {
    return new FeedError('addressRefused', error.message);
  }
  return new FeedError('unreachable', error instanceof Error ? error.message : String(error));
}

/** The feed's text at `address`, following redirects; throws FeedError. */
export async function fetchFeedText(
  address: string,
  options: FeedFetchOptions,
): Promise<{ body: string; url: string }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = address;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const url = checkFeedUrl(current);
    if (url instanceof FeedError) throw url;
    let answer: Hop;
    try {
      answer = await requestOnce(url, options, signal);
    } catch (error) {
      throw toFeedError(error, signal);
    }
    if ('body' in answer) return { body: answer.body, url: url.href };
    current = new URL(answer.redirect, url).href;
  }
  throw new FeedError('tooManyRedirects');
}
