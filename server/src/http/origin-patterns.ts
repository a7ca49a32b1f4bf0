/**
 * The origins an organisation lets call the API with credentials and frame its portal pages:
 * exact origins (`https://school.example.edu.cn`, `http://10.0.0.5:8080`) or an origin with
 * any port (`http://localhost:*`). Nothing else: no `*`, no host wildcards, no paths.
 *
 * A bare `*` is refused. With credentials a browser accepts only an echoed origin, so `*`
 * could only ever mean "echo whoever asks", which hands a reader's session to any site. In the
 * environment (ALLOWED_ORIGINS) it stops the start-up, since the operator is there to fix it;
 * in a stored list it is skipped with a warning (rows written before this rule cannot be
 * refused any more, and skipping fails closed: no CORS, rather than CORS for everyone).
 */

export interface OriginPattern {
  scheme: 'http' | 'https';
  /** Lower case; an IPv6 address keeps its brackets (`[::1]`). */
  host: string;
  /** '' for the scheme's default port, '*' for any port. */
  port: string;
}

const PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/i;
const DEFAULT_PORTS: Record<OriginPattern['scheme'], string> = { http: '80', https: '443' };

/** The loopback origins of any port: a developer's page, the examples, the browser tests. */
export const LOOPBACK_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];

export function parseOriginPattern(text: string): OriginPattern | undefined {
  const match = PATTERN.exec(text.trim());
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase() as OriginPattern['scheme'];
  const host = match[2]!.toLowerCase();
  if (host.startsWith('.') || host.endsWith('.') || host.includes('..')) return undefined;
  const rawPort = match[3] ?? '';
  if (rawPort !== '*' && rawPort !== '' && Number(rawPort) > 65535) return undefined;
  const port = rawPort === DEFAULT_PORTS[scheme] ? '' : rawPort.replace(/^0+(?=\d)/, '');
  return { scheme, host, port };
}

/** `ALLOWED_ORIGINS`, comma-separated; throws on `*` or anything that is not an origin. */
export function originsFromEnv(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!parseOriginPattern(entry)) {
      throw new Error(
        `ALLOWED_ORIGINS: "${entry}" is not an origin (scheme://host[:port], or :* for any port); ` +
          'a bare * is refused because CORS here carries credentials',
      );
    }
  }
  return entries;
}

/** An origin as a browser sends it, or undefined ("null", paths, user info, other schemes). */
function parseRequestOrigin(origin: string): OriginPattern | undefined {
  const parsed = parseOriginPattern(origin);
  return parsed && parsed.port !== '*' ? parsed : undefined;
}

/** A set of origin patterns, answering "may this Origin have CORS?" and "who may frame?". */
export class OriginList {
  static readonly EMPTY = new OriginList([]);
  private readonly patterns: OriginPattern[];

  constructor(entries: Iterable<string>) {
    const unique = new Map<string, OriginPattern>();
    for (const entry of entries) {
      const pattern = parseOriginPattern(entry);
      if (pattern) unique.set(`${pattern.scheme}://${pattern.host}:${pattern.port}`, pattern);
    }
    this.patterns = [...unique.values()];
  }

  get size(): number {
    return this.patterns.length;
  }

  allows(origin: string | undefined): boolean {
    const request = origin ? parseRequestOrigin(origin) : undefined;
    if (!request) return false;
    return this.patterns.some(
      (pattern) =>
        pattern.scheme === request.scheme &&
        pattern.host === request.host &&
        (pattern.port === '*' || pattern.port === request.port),
    );
  }

  /**
   * CSP source expressions (frame-ancestors). CSP's host grammar has no IPv6 literals, and
   * Chromium logs an error for each one it ignores, so `[::1]` is left out: a page framed
   * from an IPv6 address is refused, the safe side.
   */
  cspSources(): string[] {
    const sources = this.patterns
      .filter((pattern) => !pattern.host.startsWith('['))
      .map(
        (pattern) => `${pattern.scheme}://${pattern.host}${pattern.port ? `:${pattern.port}` : ''}`,
      );
    return [...new Set(sources)];
  }

  /** This list and another's patterns, as one list. */
  with(other: OriginList): OriginList {
    const merged = new OriginList([]);
    merged.patterns.push(...this.patterns, ...other.patterns);
    return merged;
  }
}
