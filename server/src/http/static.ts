import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '../../../src/core/api/contract';
import { failure } from './envelope';

export interface StaticDirs {
  distDir: string;
  examplesDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_SPA = /^\/(api|embed|examples)(\/|$)/;
/** A last path segment with an extension names a file, not a portal route. */
const FILE_LIKE = /\.[^/]*$/;

/** Hashed build output may be cached for ever; everything else is revalidated. */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const hashed = path.includes(`${sep}chunks${sep}`) || path.includes(`${sep}assets${sep}`);
  reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
}

/**
 * The portal at /, the embed bundle at /embed/, the examples at /examples/. Missing
 * directories are skipped (tests run without a build).
 */
export async function registerStatic(app: FastifyInstance, dirs: StaticDirs) {
  const portalDir = join(dirs.distDir, 'portal');
  const mounts = [
    { root: [portalDir], prefix: '/' },
    { root: [join(dirs.distDir, 'embed')], prefix: '/embed/' },
    // The built framework examples (dist/examples/react-app/, vue-app/) come before their
    // Vite sources in examples/; the plain HTML examples are served from examples/ as they are.
    { root: [join(dirs.distDir, 'examples'), dirs.examplesDir], prefix: '/examples/' },
  ]
    .map((mount) => ({ ...mount, root: mount.root.filter((root) => existsSync(root)) }))
    .filter((mount) => mount.root.length > 0);

  let decorated = false;
  for (const mount of mounts) {
    await app.register(fastifyStatic, {
      ...mount,
      decorateReply: !decorated,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
    decorated = true;
  }
  const spaIndex = existsSync(join(portalDir, 'index.html')) ? portalDir : undefined;
  app.setNotFoundHandler((request, reply) => notFound(request, reply, spaIndex));
}

function wantsHtml(request: FastifyRequest) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_SPA.test(request.url) &&
    !FILE_LIKE.test(request.url.split('?')[0] ?? '') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** /api answers with an envelope; a portal route gets the SPA; anything else a plain 404. */
function notFound(request: FastifyRequest, reply: FastifyReply, spaIndex: string | undefined) {
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    return reply.code(404).send(failure(request, ResultCode.notFound, 'notFound'));
  }
  if (spaIndex && wantsHtml(request)) {
    return reply.header('cache-control', 'no-cache').sendFile('index.html', spaIndex);
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}
