/**
 * PUBLIC_URL: the address readers use (`https://library.school.edu.cn`), which is rarely the
 * one the server listens on (localhost:8080 behind nginx or Caddy). Every absolute URL the
 * server writes starts from it — payment QR codes and gateway notifications, a bank
 * payment's return check, calendar feeds, single-sign-on links — so a phone scanning a code
 * reaches the library and not 127.0.0.1. Without it (the demo, a test) the request's own
 * protocol and Host stand in, which is right only when nothing sits in front.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL's origin, when configured (publicUrlFromEnv). */
    publicUrl: string | undefined;
  }
}

/** PUBLIC_URL as an origin (no path, query or credentials: the portal is served at `/`). */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/'
  ) {
    throw new Error(
      `PUBLIC_URL must be the origin readers use, like https://library.school.edu.cn (no path): ${value}`,
    );
  }
  return url.origin;
}

export function registerPublicUrl(app: FastifyInstance, publicUrl: string | undefined): void {
  app.decorate('publicUrl', publicUrl);
}

/** The origin readers reach this server on: PUBLIC_URL, else the request's own. */
export function ownOrigin(request: FastifyRequest): string {
  return request.server.publicUrl ?? new URL(`${request.protocol}://${request.host}`).origin;
}

/** An absolute URL of this server (`path` from the root, e.g. `/api/…`). */
export function absoluteUrl(request: FastifyRequest, path: string): string {
  return new URL(path, ownOrigin(request)).href;
}

/** Readers reach the server over HTTPS (a TLS proxy in front counts), so cookies say Secure. */
export function servedOverHttps(request: FastifyRequest): boolean {
  return ownOrigin(request).startsWith('https:');
}
