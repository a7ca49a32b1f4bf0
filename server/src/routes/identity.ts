import { Type, type Static } from 'typebox';
import {
  ApiPath,
  ResultCode,
  type Envelope,
  type LoginResult,
  type ReaderInfo,
  type ReaderSummary,
  type RefreshResult,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import { verifyPassword } from '../auth/password';
import { issueRefreshToken, rotateRefreshToken } from '../auth/refresh';
import { decryptLoginPassword } from '../auth/rsa';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../auth/tokens';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { businessError, unauthenticated } from '../http/errors';
import { Int, OptionalBody, Text } from '../http/schemas';
import { findOrganizationByCode } from '../queries/organizations';
import {
  findReaderClaims,
  findReaderCredentials,
  findReaderInfo,
  readerSummary,
} from '../queries/readers';
import { loginRateLimit } from './rate-limit';

const LoginBody = Type.Object({
  // Surrounding blanks are tolerated and trimmed; the code itself is letters, digits, _.
  readercode: Type.String({ minLength: 1, maxLength: 64, pattern: '^\\s*\\w+\\s*$' }),
  password: Type.String({ minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9+/=]+$' }),
  orgcode: Type.String({ minLength: 1, maxLength: 32, pattern: '^\\s*[\\w-]+\\s*$' }),
  loginfrom: Type.Optional(Int(0, 100)),
  validateguid: Type.Optional(Text(64)),
  validatecode: Type.Optional(Text(16)),
  islogin: Type.Optional(Type.Boolean()),
});

const RefreshBody = Type.Object({
  refreshtoken: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
  loginfrom: Type.Optional(Int(0, 100)),
});

const EmptyBody = OptionalBody(Type.Object({}));

const badCredentials = () => businessError(ResultCode.badCredentials, 'badCredentials');

/** Returns the reader id when the code and the encrypted password match. */
async function checkCredentials(
  ctx: AppContext,
  orgId: number,
  readercode: string,
  cipher: string,
) {
  const credentials = await findReaderCredentials(ctx.db, orgId, readercode);
  const password = decryptLoginPassword(ctx.secrets.loginPrivateKey, cipher);
  // Always run scrypt, so neither an unknown reader nor a bad ciphertext answers faster.
  const stored = password === undefined ? undefined : credentials?.passwordHash;
  const valid = await verifyPassword(password ?? '', stored);
  if (!valid || !credentials) throw badCredentials();
  return credentials.id;
}

async function signFor(ctx: AppContext, readerId: number) {
  const claims = await findReaderClaims(ctx.db, readerId);
  if (!claims) throw unauthenticated();
  return signAccessToken(ctx.secrets.jwtSecret, claims);
}

/** The profile of the token's reader, within the token's organisation only. */
export async function currentReader(ctx: AppContext, auth: { readerId: number; orgId: number }) {
  const info = await findReaderInfo(ctx.db, auth.readerId, auth.orgId);
  if (!info) throw unauthenticated();
  return info;
}

async function login(ctx: AppContext, body: Static<typeof LoginBody>): Promise<LoginResult> {
  const org = await findOrganizationByCode(ctx.db, body.orgcode.trim());
  if (!org) throw businessError(ResultCode.unknownOrganization, 'unknownOrganization');
  const readerId = await checkCredentials(ctx, org.id, body.readercode.trim(), body.password);
  const info = await currentReader(ctx, { readerId, orgId: org.id });
  return {
    ...info,
    token: await signFor(ctx, readerId),
    tokentype: 'Bearer',
    refreshtoken: await issueRefreshToken(ctx.db, readerId),
    expiresin: ACCESS_TOKEN_TTL_SECONDS,
  };
}

async function refresh(ctx: AppContext, refreshtoken: string): Promise<RefreshResult> {
  const rotated = await rotateRefreshToken(ctx.db, refreshtoken);
  if (!rotated) throw unauthenticated();
  return {
    token: await signFor(ctx, rotated.readerId),
    refreshtoken: rotated.token,
    expiresin: ACCESS_TOKEN_TTL_SECONDS,
  };
}

export const identityRoutes: RoutePlugin = async (app, { ctx }) => {
  const anyReader = { preHandler: requireRole() };
  const studentsOnly = { preHandler: requireRole('student') };
  const teachersOnly = { preHandler: requireRole('teacher') };

  app.get(ApiPath.loginKey, async (request): Promise<Envelope<string>> =>
    ok(request, ctx.secrets.loginPublicKeyPem),
  );

  app.post(
    ApiPath.login,
    { schema: { body: LoginBody }, config: { rateLimit: loginRateLimit(ctx.loginRateLimit) } },
    async (request): Promise<Envelope<LoginResult>> => ok(request, await login(ctx, request.body)),
  );

  app.post(
    ApiPath.refreshToken,
    { schema: { body: RefreshBody } },
    async (request): Promise<Envelope<RefreshResult>> =>
      ok(request, await refresh(ctx, request.body.refreshtoken)),
  );

  app.get(ApiPath.readerSelf, anyReader, async (request): Promise<Envelope<ReaderInfo>> =>
    ok(request, await currentReader(ctx, authOf(request))),
  );

  app.post(
    ApiPath.studentInfo,
    { ...studentsOnly, schema: { body: EmptyBody } },
    async (request): Promise<Envelope<ReaderInfo>> =>
      ok(request, await currentReader(ctx, authOf(request))),
  );

  app.get(ApiPath.teacherInfo, teachersOnly, async (request): Promise<Envelope<ReaderInfo>> =>
    ok(request, await currentReader(ctx, authOf(request))),
  );

  app.post(
    ApiPath.readerQuery,
    { ...anyReader, schema: { body: EmptyBody } },
    async (request): Promise<Envelope<ReaderSummary>> => {
      const info = await currentReader(ctx, authOf(request));
      return ok(request, await readerSummary(ctx.db, info));
    },
  );
};
