import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { freePort } from './server';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

export interface StaticSite {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a folder of HTML pages on another origin than the portal (127.0.0.1 instead of
 * localhost), the way a school's own web server would, with `rewrite` applied to each page.
 */
export async function serveSite(
  folder: string,
  rewrite: (html: string) => string,
): Promise<StaticSite> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file, 'utf8');
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(extname(file) === '.html' ? rewrite(body) : body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
