import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  ResultCode,
  type Envelope,
  type LoginResult,
  type SsoCode,
} from '../../../src/core/api/contract';
import { authOf, bearerToken, requireRole } from '../auth/guard';
import { startSession } from '../auth/session-tokens';
import {
  SSO_CODE_PATTERN,
  checkSsoSecret,
  mintSsoCode,
  takeSsoCode,
  type SsoGrant,
} from '../auth/sso';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, businessError, notFound, tooManyRequests } from '../http/errors';
import { absoluteUrl } from '../http/public-url';
import { OptionalBody } from '../http/schemas';
import { findOrganizationByCode } from '../queries/organizations';
import { findReaderIdByCode } from '../queries/readers';

const ReaderCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^\\s*\\w+\\s*$' });
const OrgCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^\\s*[\\w-]+\\s*$' });

const CreateBody = OptionalBody(Type.Object({}));
const MintBody = Type.Object({ orgcode: OrgCode, readercode: ReaderCode });
const QueryCookieQuery = Type.Object({
  cookieId: Type.String({ pattern: SSO_CODE_PATTERN }),
  orgcode: Type.Optional(OrgCode),
});

/**
 * Codes a minute per reader (Create) or per address (Mint, QueryCookie): a reader follows a
 * handful of links a minute; a script guessing codes (2^256 of them) or secrets stops.
 */
const SSO_CALLS_PER_MINUTE = 20;

function perMinute(key: (request: FastifyRequest) => string): RateLimitOptions {
  return {
    max: SSO_CALLS_PER_MINUTE,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: key,
    errorResponseBuilder: () => tooManyRequests(),
  };
}

/** The portal's route that takes a code (src/host-app/pages/public/SsoLoginPage.tsx). */
const SSO_LOGIN_PAGE = '/ssoLogin';

const codeInvalid = () => businessError(ResultCode.ssoCodeInvalid, 'ssoCodeInvalid');
const secretInvalid = () => new ApiError(401, ResultCode.unauthenticated, 'ssoSecretInvalid');

const normalizedCode = (code: string) => code.trim().toUpperCase();

/** The portal's page that redeems a code, where PUBLIC_URL says how readers reach it. */
function loginUrl(request: FastifyRequest, cookieId: string): string | undefined {
  if (!request.server.publicUrl) return undefined;
  const url = new URL(absoluteUrl(request, SSO_LOGIN_PAGE));
  url.searchParams.set('cookieId', cookieId);
  return url.href;
}

async function issueCode(
  ctx: AppContext,
  request: FastifyRequest,
  grant: SsoGrant,
): Promise<SsoCode> {
  const cookieId = await mintSsoCode(ctx.shared, grant, ctx.ssoCodeTtlMs);
  const loginurl = loginUrl(request, cookieId);
  return {
    cookieId,
    expiresin: Math.ceil(ctx.ssoCodeTtlMs / 1000),
    ...(loginurl ? { loginurl } : {}),
  };
}

/** The grant of a code, refused when unknown, used, expired, or of another organisation. */
async function redeem(ctx: AppContext, cookieId: string, orgcode: string | undefined) {
  const grant = await takeSsoCode(ctx.shared, cookieId);
  if (!grant) throw codeInvalid();
  if (orgcode !== undefined) {
    const org = await findOrganizationByCode(ctx.db, normalizedCode(orgcode));
    if (org?.id !== grant.orgId) throw codeInvalid();
  }
  return grant;
}

/** A school's own system names a reader of its organisation, with the organisation's secret. */
async function mintForSchool(ctx: AppContext, request: FastifyRequest, orgcode: string) {
  const secret = bearerToken(request);
  const org = await findOrganizationByCode(ctx.db, normalizedCode(orgcode));
  if (!secret || !org || !(await checkSsoSecret(ctx.db, org.id, secret))) throw secretInvalid();
  return org.id;
}

export const ssoRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.ssoCreateCode,
    {
      preHandler: requireRole(),
      schema: { body: CreateBody },
      config: {
        rateLimit: perMinute((request) => `sso-create:${request.auth?.readerId ?? request.ip}`),
      },
    },
    async (request): Promise<Envelope<SsoCode>> => {
      const { readerId, orgId } = authOf(request);
      return ok(request, await issueCode(ctx, request, { readerId, orgId }));
    },
  );

  app.post(
    ApiPath.ssoMintCode,
    {
      schema: { body: MintBody },
      config: { rateLimit: perMinute((request) => `sso-mint:${request.ip}`) },
    },
    async (request): Promise<Envelope<SsoCode>> => {
      const orgId = await mintForSchool(ctx, request, request.body.orgcode);
      const readerId = await findReaderIdByCode(ctx.db, orgId, request.body.readercode.trim());
      if (readerId === undefined) throw notFound('ssoUnknownReader');
      return ok(request, await issueCode(ctx, request, { readerId, orgId }));
    },
  );

  app.get(
    ApiPath.ssoQueryCookie,
    {
      schema: { querystring: QueryCookieQuery },
      config: { rateLimit: perMinute((request) => `sso-query:${request.ip}`) },
    },
    async (request, reply): Promise<Envelope<LoginResult>> => {
      const grant = await redeem(ctx, request.query.cookieId, request.query.orgcode);
      return ok(request, await startSession(ctx, request, reply, grant));
    },
  );
};
