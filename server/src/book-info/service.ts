/**
 * A stand-alone emulation of the external book-info (rating) service, answering
 * from the catalogue (catalogue-source.ts). It is its own Fastify app on its own port: the API
 * server reaches it over real HTTP exactly as it would reach the real service, so its failure
 * modes are the real ones (an HTTP error, a refused connection, a timeout).
 *
 *   POST /isbns      {isbns: string[]} (ISBN-10 or -13, hyphens allowed, at most 50)
 *                    → [{isbn13, image, average (0–10), raters}] for the ISBNs it knows
 *   POST /__control  {mode: 'up' | 'down' | 'slow'} → {mode}; GET /__control → {mode}
 *                    Registered only with `control: true` (main.ts: env BOOK_INFO_CONTROL=1),
 *                    so a deployed emulation cannot be switched off by whoever reaches it.
 *
 * Modes: up answers; down answers 503; slow holds every answer for `slowMs` (default 10 s,
 * far past the API server's BOOK_INFO_TIMEOUT_MS) and then answers normally.
 */
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Type } from 'typebox';
import type { BookInfoSource } from './catalogue-source';
import {
  BOOK_INFO_MODES,
  BOOK_INFO_PATH,
  CONTROL_PATH,
  MAX_ISBNS,
  distinctIsbn13s,
  type BookInfoMode,
} from './protocol';

export const DEFAULT_SLOW_MS = 10_000;

export interface BookInfoServiceOptions {
  source: BookInfoSource;
  /** Register POST/GET /__control (tests and end-to-end runs switch the service down). */
  control?: boolean;
  /** Initial mode (default up). */
  mode?: BookInfoMode;
  /** How long `slow` holds an answer. */
  slowMs?: number;
  logger?: FastifyServerOptions['logger'];
}

export interface BookInfoService {
  app: FastifyInstance;
  /** http://127.0.0.1:PORT — the control switch is `${baseUrl}/__control`. */
  baseUrl: string;
  /** The endpoint the API server posts to (its bookInfoUrl / BOOK_INFO_URL). */
  url: string;
  mode(): BookInfoMode;
  setMode(mode: BookInfoMode): void;
  close(): Promise<void>;
}

const LookupBody = Type.Object({
  isbns: Type.Array(Type.String({ maxLength: 32 }), { maxItems: MAX_ISBNS }),
});
const ControlBody = Type.Object({ mode: Type.Union(BOOK_INFO_MODES.map((m) => Type.Literal(m))) });

/** Resolves true after `ms`, or false as soon as `signal` aborts (the service is closing). */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** The emulation as a Fastify app (not listening), and its mode switch. */
export function buildBookInfoApp(options: BookInfoServiceOptions) {
  let mode: BookInfoMode = options.mode ?? 'up';
  const slowMs = options.slowMs ?? DEFAULT_SLOW_MS;
  // Aborted when the app closes, so held `slow` answers do not keep it open for 10 s.
  const closing = new AbortController();
  // Closing drops every connection, kept-alive ones included: the API server's fetch keeps
  // them open, and waiting for them would hold close() for Fastify's 72 s keep-alive.
  const app = Fastify({
    logger: options.logger ?? false,
    forceCloseConnections: true,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('preClose', async () => closing.abort());

  const unavailable = { message: 'book-info service unavailable' };
  app.post(BOOK_INFO_PATH, { schema: { body: LookupBody } }, async (request, reply) => {
    if (mode === 'down') return reply.code(503).send(unavailable);
    if (mode === 'slow' && !(await wait(slowMs, closing.signal))) {
      return reply.code(503).send(unavailable);
    }
    return options.source.lookup(distinctIsbn13s(request.body.isbns));
  });

  if (options.control) {
    app.get(CONTROL_PATH, async () => ({ mode }));
    app.post(CONTROL_PATH, { schema: { body: ControlBody } }, async (request) => {
      mode = request.body.mode;
      request.log.warn({ mode }, 'book-info emulation switched');
      return { mode };
    });
  }

  return {
    app,
    mode: () => mode,
    setMode: (next: BookInfoMode) => {
      mode = next;
    },
  };
}

/** Starts the emulation on `host`:`port` (default 127.0.0.1 and a free port). */
export async function startBookInfoService(
  options: BookInfoServiceOptions & { host?: string; port?: number },
): Promise<BookInfoService> {
  const { app, mode, setMode } = buildBookInfoApp(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    app,
    baseUrl,
    url: `${baseUrl}${BOOK_INFO_PATH}`,
    mode,
    setMode,
    close: () => app.close(),
  };
}
