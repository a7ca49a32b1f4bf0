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
import { readerOfRefreshToken, REFRESH_TOKEN_PATTERN } from '../auth/refresh';
import { clearRefreshCookie, presentedRefreshToken } from '../auth/refresh-cookie';
import { decryptLoginPassword } from '../auth/rsa';
import { currentReader, refreshSession, startSession } from '../auth/session-tokens';
import { revokeReaderSessions } from '../auth/sessions';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { businessError } from '../http/errors';
import { Int, OptionalBody, Text } from '../http/schemas';
import { findOrganizationByCode } from '../queries/organizations';
import { findReaderCredentials, readerSummary } from '../queries/readers';
import { addressOf, loginLimits } from './rate-limit';

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

const RefreshTokenText = Type.String({ maxLength: 128, pattern: REFRESH_TOKEN_PATTERN });

/** The portal sends no token: it is in the HttpOnly cookie (auth/refresh-cookie.ts). */
const RefreshBody = OptionalBody(
  Type.Object({
    refreshtoken: Type.Optional(Type.Union([RefreshTokenText, Type.Literal('')])),
    loginfrom: Type.Optional(Int(0, 100)),
  }),
);

/** Logout takes any token, or none: it always succeeds (a bad one simply ends nothing). */
const LogoutBody = OptionalBody(Type.Object({ refreshtoken: Type.Optional(Text(128)) }));

const EmptyBody = OptionalBody(Type.Object({}));

const badCredentials = () => businessError(ResultCode.badCredentials, 'badCredentials');

/**
 * Returns the reader id when the code and the encrypted password match. `address` is whose
 * turn the hash waits in (one address's flood does not hold up another's logins).
 */
async function checkCredentials(
  ctx: AppContext,
  orgId: number,
  readercode: string,
  cipher: string,
  address: string,
) {
  const credentials = await findReaderCredentials(ctx.db, orgId, readercode);
  const password = decryptLoginPassword(ctx.secrets.loginPrivateKey, cipher);
  // Always run scrypt, so neither an unknown reader nor a bad ciphertext answers faster.
  const stored = password === undefined ? undefined : credentials?.passwordHash;
  const valid = await verifyPassword(password ?? '', stored, address);
  if (!valid || !credentials) throw badCredentials();
  return credentials.id;
}

async function authenticate(ctx: AppContext, body: Static<typeof LoginBody>, address: string) {
  const org = await findOrganizationByCode(ctx.db, body.orgcode.trim());
  if (!org) throw businessError(ResultCode.unknownOrganization, 'unknownOrganization');
  const { readercode, password } = body;
  const readerId = await checkCredentials(ctx, org.id, readercode.trim(), password, address);
  return { readerId, orgId: org.id };
}

/**
 * Ends every session of the reader (ASVS 7.4: other tabs and devices too): the one named by
 * the access token, else by a refresh token still valid. Already ended, or no token: nothing
 * to do, and still a success, so a retried or late logout never shows an error.
 */
async function logout(ctx: AppContext, readerId: number | undefined, refreshToken?: string) {
  const owner =
    readerId ?? (refreshToken ? await readerOfRefreshToken(ctx.db, refreshToken) : undefined);
  if (owner !== undefined) await revokeReaderSessions(ctx, owner);
}

export const identityRoutes: RoutePlugin = async (app, { ctx }) => {
  const anyReader = { preHandler: requireRole() };
  // The reader's own profile is read right after the login, before a required password change.
  const ownProfile = { ...anyReader, config: { whilePasswordChangeRequired: true } };
  const studentsOnly = { preHandler: requireRole('student') };
  const teachersOnly = { preHandler: requireRole('teacher') };

  app.get(ApiPath.loginKey, async (request): Promise<Envelope<string>> =>
    ok(request, ctx.secrets.loginPublicKeyPem),
  );

  app.post(
    ApiPath.login,
    { schema: { body: LoginBody }, ...loginLimits(ctx) },
    async (request, reply): Promise<Envelope<LoginResult>> => {
      const reader = await authenticate(ctx, request.body, addressOf(request));
      return ok(request, await startSession(ctx, request, reply, reader));
    },
  );

  app.post(
    ApiPath.refreshToken,
    { schema: { body: RefreshBody } },
    async (request, reply): Promise<Envelope<RefreshResult>> => {
      const presented = presentedRefreshToken(request, request.body?.refreshtoken);
      return ok(request, await refreshSession(ctx, request, reply, presented));
    },
  );

  app.post(
    ApiPath.logout,
    { schema: { body: LogoutBody } },
    async (request, reply): Promise<Envelope<null>> => {
      const presented = presentedRefreshToken(request, request.body?.refreshtoken);
      await logout(ctx, request.auth?.readerId, presented);
      clearRefreshCookie(request, reply);
      return ok(request, null);
    },
  );

  app.get(ApiPath.readerSelf, ownProfile, async (request): Promise<Envelope<ReaderInfo>> =>
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
