import { createServer, type Server } from 'node:http';

export interface LoopbackPage {
  /** `http://<host>:<port>/page.html` */
  url: string;
  close: () => Promise<void>;
}

/**
 * One HTML page served from a loopback address, standing for another site. It has to be a
 * real server: Chromium's local network access checks treat a page answered by route
 * interception as public, and refuse it the server on localhost outright. 127.0.0.1 is in the
 * demo organisations' allow-lists; 127.0.0.2 is loopback too but in no list.
 */
export async function serveLoopbackPage(host: string, html: string): Promise<LoopbackPage> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${port}/page.html`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
