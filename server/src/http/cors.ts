import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { AllowedOrigins, NamedOrganization } from './allowed-origins';

const BEARER = /^Bearer\s+(\S{1,4096})$/i;
const ORG_CODE = /^\w{1,32}$/;

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) && (number as number) > 0 ? (number as number) : undefined;
}

/**
 * The organisation a request names before its body is read: the access token's (decoded,
 * not verified — a forged claim can only narrow what its own sender gets), else `orgid`,
 * `organizationid` or `orgcode` in the query string. A preflight carries no token, and a POST
 * names its organisation in the body, which CORS cannot wait for: those name none.
 */
export function namedOrganization(request: FastifyRequest): NamedOrganization | undefined {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (token) {
    try {
      const org = positiveInt(decodeJwt(token).org);
      if (org) return { id: org };
    } catch {
      // Not a JWT: the query string may still name the organisation.
    }
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  const id = positiveInt(query.orgid) ?? positiveInt(query.organizationid);
  if (id) return { id };
  const code = query.orgcode;
  return typeof code === 'string' && ORG_CODE.test(code) ? { code } : undefined;
}

/**
 * Credentialed CORS for the API and the embed files (module scripts and the integrity
 * manifest load with CORS), from each organisation's own list: a request that names its
 * organisation is answered for that organisation's origins; one that names none (a preflight,
 * the embed script, a POST whose organisation is in the body) or an unknown one, for the
 * origins of every organisation together. The request's Origin is echoed when allowed — never
 * `*`, which browsers refuse with credentials — and an origin outside the list gets no CORS
 * header at all, so the browser keeps the answer from the page.
 */
export function corsOptions(origins: AllowedOrigins): FastifyCorsOptions {
  const base: FastifyCorsOptions = {
    credentials: true,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    maxAge: 600,
  };
  return {
    delegator: async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin) return { ...base, origin: false };
      const named = namedOrganization(request);
      const list = (named && (await origins.of(named))) ?? (await origins.union());
      return { ...base, origin: list.allows(origin) ? origin : false };
    },
  };
}
