/**
 * A local feed server for the RSS tests (server and end to end): RSS, Atom and every way a
 * feed can misbehave, counting the connections it accepts so a test can prove a refused fetch
 * never reached it. Also a bare listener that only counts, to stand for a private service.
 */
import http from 'node:http';
import net, { type AddressInfo, type LookupFunction } from 'node:net';

export const RSS_SAMPLE = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel>
<title>School library news</title><link>https://library.example.edu/</link>
<item><title>New books this week</title><link>https://library.example.edu/new</link>
<pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
<description><![CDATA[<p>Twelve <b>new</b> books<script>alert(1)</script> on the shelf.<img src=x onerror=alert(1)></p>]]></description></item>
<item><title>Reading week &amp; prizes</title><link>javascript:alert(1)</link>
<description>Join us</description></item>
</channel></rss>`;

export const ATOM_SAMPLE = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>阅读活动</title>
<link href="https://library.example.edu/"/>
<entry><title>读书月开幕</title><link href="https://library.example.edu/month"/>
<updated>2026-11-01T00:00:00Z</updated><summary>欢迎参加读书月</summary></entry>
</feed>`;

export interface FeedServer {
  url: string;
  port: number;
  /** Connections accepted so far. */
  connections(): number;
  /** Requests answered so far (per path). */
  requests(path: string): number;
  close(): Promise<void>;
}

const listening = async (server: net.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

const closing = (server: net.Server) =>
  new Promise<void>((resolve) => {
    if ('closeAllConnections' in server) (server as http.Server).closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Paths: /rss.xml, /atom.xml, /malformed.xml, /page.html, /error (500), /big (2 MB, no
 * length), /big-declared (Content-Length 2 MB), /slow (never answers), /loop (redirects to
 * itself), /redirect?to=<url> (302 to `to`).
 */
export async function startFeedServer(): Promise<FeedServer> {
  let connections = 0;
  const counts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const xml = (body: string, type = 'application/rss+xml; charset=utf-8') => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    switch (url.pathname) {
      case '/rss.xml':
        return xml(RSS_SAMPLE);
      case '/atom.xml':
        return xml(ATOM_SAMPLE, 'application/atom+xml');
      case '/malformed.xml':
        return xml('<rss version="2.0"><channel><title>broken</channel>');
      case '/page.html':
        return xml('<!doctype html><html><body>Not a feed</body></html>', 'text/html');
      case '/error':
        response.writeHead(500);
        return response.end('boom');
      case '/big': {
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const more = () => {
          while (sent < 32 && !response.destroyed) {
            sent++;
            if (!response.write(chunk)) return void response.once('drain', more);
          }
          response.end();
        };
        return more();
      }
      case '/big-declared':
        response.writeHead(200, { 'content-length': String(2 * 1024 * 1024) });
        return response.write('<rss>');
      case '/slow':
        return; // never answers
      case '/loop':
        response.writeHead(302, { location: '/loop' });
        return response.end();
      case '/redirect':
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        return response.end();
      default:
        response.writeHead(404);
        return response.end();
    }
  });
  server.on('connection', () => connections++);
  const port = await listening(server);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    requests: (path) => counts.get(path) ?? 0,
    close: () => closing(server),
  };
}

/** A listener that accepts and counts connections and says nothing: a "private service". */
export async function startCountingListener() {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listening(server);
  return {
    port,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return closing(server);
    },
  };
}

type LookupCallback = (error: Error | null, address?: unknown, family?: number) => void;

/**
 * A resolver over `zone` (name → address), standing for DNS, which this machine has none of;
 * `seen` records each name asked. Unknown names fail as ENOTFOUND.
 */
export function zoneLookup(zone: Record<string, string>, seen: string[] = []): LookupFunction {
  const lookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    seen.push(hostname);
    const address = zone[hostname];
    if (!address) return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    const family = net.isIP(address);
    return options.all ? callback(null, [{ address, family }]) : callback(null, address, family);
  };
  return lookup as unknown as LookupFunction;
}
