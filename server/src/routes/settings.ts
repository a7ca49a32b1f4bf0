import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  ApiPath,
  PHONE_PATTERN,
  ResultCode,
  SMS_CODE_PATTERN,
  type Envelope,
  type ImageCaptcha,
  type Medal,
  type ReaderInfo,
  type ReaderPoints,
  type Role,
  type SmsCodeSent,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, unauthenticated } from '../http/errors';
import { fromThisMachine } from '../http/loopback';
import { requestLang, translate, type MessageKey } from '../http/messages';
import { Int, OptionalBody, Text } from '../http/schemas';
import { medalsOf } from '../medals/rules';
import { findReaderInfo } from '../queries/readers';
import {
  readerAccount,
  readerLoans,
  readerPoints,
  setPhone,
  updateProfile,
} from '../queries/settings';
import { checkCaptcha, issueCaptcha } from '../sms/captcha';
import {
  CODE_TTL_MS,
  RESEND_AFTER_MS,
  consumeCode,
  dropCode,
  issueCode,
  sendAllowed,
} from '../sms/codes';
import { recentOutbox } from '../sms/outbox';
import { changePassword, PasswordBody } from './settings-password';
import { readerWriteLimit } from './rate-limit';

const ProfileBody = Type.Object({
  nickname: Text(200),
  sex: Type.Union([Type.Literal(1), Type.Literal(2)]),
  email: Text(320),
});

const SmsBody = Type.Object({
  phone: Text(32),
  validateguid: Text(64),
  validatecode: Text(16),
});

const PhoneBody = Type.Object({ phone: Text(32), code: Text(16) });

const PointsBody = OptionalBody(
  Type.Object({ index: Type.Optional(Int(1, 100_000)), pagesize: Type.Optional(Int(1, 100)) }),
);

const OutboxQuery = Type.Object({ phone: Text(32) });
const EmptyBody = OptionalBody(Type.Object({}));

const NICKNAME_MAX = 20;
/** RFC 5321 caps an address at 254 characters; one @, no blanks, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX = 254;

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

/** Nickname, gender and email are required; the email must be one. */
function checkProfile(body: Static<typeof ProfileBody>) {
  const nickname = body.nickname.trim();
  const email = body.email.trim();
  if (!nickname) throw refusal('profileNicknameRequired');
  if ([...nickname].length > NICKNAME_MAX) {
    throw refusal('profileNicknameTooLong', { max: String(NICKNAME_MAX) });
  }
  if (!email) throw refusal('profileEmailRequired');
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) throw refusal('profileEmailInvalid');
  return { nickname, sex: body.sex, email };
}

/** The caller's profile as it is now (after a change). */
async function profileOf(ctx: AppContext, auth: AccessClaims): Promise<ReaderInfo> {
  const info = await findReaderInfo(ctx.db, auth.readerId, auth.orgId);
  if (!info) throw unauthenticated();
  return info;
}

/** Whose codes and captchas these are: a reader of an organisation. */
const ownerOf = (auth: AccessClaims) => ({ orgId: auth.orgId, readerId: auth.readerId });
const captchaOwner = (auth: AccessClaims) => `${auth.orgId}:${auth.readerId}`;

/**
 * A refusal that tells the client how long to wait (the resend countdown): 429 with
 * Retry-After, and the seconds in `data` too, which a cross-origin page can read without the
 * header being exposed.
 */
function sendTooSoon(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  reply.code(429).header('retry-after', String(seconds));
  return {
    code: ResultCode.tooManyRequests,
    msg: translate(requestLang(request), 'smsTooSoon', { seconds: String(seconds) }),
    data: { retryafter: seconds },
  };
}

/**
 * The personal settings: profile, password, phone binding (captcha, SMS code,
 * binding), medals and points. Images are in files.ts. Students and teachers each have their
 * own profile, password, phone and medal calls; the Reader calls serve either.
 */
export const settingsRoutes: RoutePlugin = async (app, { ctx }) => {
  const forRole = (role?: Role) => (role ? requireRole(role) : requireRole());

  const updateRoute = (path: string, role?: Role) =>
    app.post(
      path,
      {
        schema: { body: ProfileBody },
        preHandler: [forRole(role), readerWriteLimit(ctx, 'profileUpdates')],
      },
      async (request): Promise<Envelope<ReaderInfo>> => {
        const auth = authOf(request);
        const change = checkProfile(request.body);
        if (!(await updateProfile(ctx.db, auth.readerId, auth.orgId, change))) {
          throw refusal('settingsModifyFailed');
        }
        return ok(request, await profileOf(ctx, auth));
      },
    );
  updateRoute(ApiPath.studentUpdate, 'student');
  updateRoute(ApiPath.teacherUpdate, 'teacher');
  updateRoute(ApiPath.readerUpdate);

  const passwordRoute = (path: string, role?: Role) =>
    app.post(
      path,
      {
        schema: { body: PasswordBody },
        config: { whilePasswordChangeRequired: true },
        preHandler: [forRole(role), readerWriteLimit(ctx, 'passwordChanges')],
      },
      async (request): Promise<Envelope<null>> => {
        await changePassword(ctx, authOf(request), request.body);
        return { ...ok(request, null), msg: translate(requestLang(request), 'passwordChanged') };
      },
    );
  passwordRoute(ApiPath.studentUpdatePassword, 'student');
  passwordRoute(ApiPath.teacherUpdatePassword, 'teacher');
  passwordRoute(ApiPath.readerUpdatePassword);

  app.get(
    ApiPath.validateCode,
    { preHandler: [requireRole(), readerWriteLimit(ctx, 'captchas')] },
    async (request): Promise<Envelope<ImageCaptcha>> =>
      ok(request, await issueCaptcha(ctx.shared, captchaOwner(authOf(request)))),
  );

  app.post(
    ApiPath.smsPhoneCode,
    { schema: { body: SmsBody }, preHandler: requireRole() },
    async (request, reply) => {
      const auth = authOf(request);
      const phone = request.body.phone.trim();
      if (!PHONE_PATTERN.test(phone)) throw refusal('phoneIncorrect');
      const { validateguid, validatecode } = request.body;
      if (!(await checkCaptcha(ctx.shared, captchaOwner(auth), validateguid, validatecode))) {
        throw refusal('captchaWrong');
      }
      const account = await readerAccount(ctx.db, auth.readerId, auth.orgId);
      if (!account) throw unauthenticated();
      if (account.phone === phone) throw refusal('phoneUnchanged');
      const wait = await sendAllowed(ctx.shared, ctx.now(), ownerOf(auth), phone);
      if (wait !== undefined) return sendTooSoon(request, reply, wait);
      const code = await issueCode(ctx.shared, ownerOf(auth), phone);
      const text = translate(requestLang(request), 'smsText', {
        org: account.organizationName,
        code,
        minutes: String(CODE_TTL_MS / 60_000),
      });
      try {
        await ctx.sms.gateway.send({ organizationId: auth.orgId, phone, text });
      } catch (error) {
        // A code nobody received must not stay valid.
        await dropCode(ctx.shared, ownerOf(auth));
        request.log.warn({ err: error, gateway: ctx.sms.gateway.name }, 'SMS not sent');
        throw refusal('smsSendFailed');
      }
      const sent: SmsCodeSent = {
        resendafter: RESEND_AFTER_MS / 1000,
        expiresin: CODE_TTL_MS / 1000,
      };
      return { ...ok(request, sent), msg: translate(requestLang(request), 'smsSent') };
    },
  );

  const phoneRoute = (path: string, role?: Role) =>
    app.post(
      path,
      {
        schema: { body: PhoneBody },
        preHandler: [forRole(role), readerWriteLimit(ctx, 'phoneUpdates')],
      },
      async (request): Promise<Envelope<ReaderInfo>> => {
        const auth = authOf(request);
        const phone = request.body.phone.trim();
        const code = request.body.code.trim();
        if (!PHONE_PATTERN.test(phone)) throw refusal('phoneIncorrect');
        if (!SMS_CODE_PATTERN.test(code)) throw refusal('smsCodeWrong');
        if (!(await consumeCode(ctx.shared, ownerOf(auth), phone, code))) {
          throw refusal('smsCodeWrong');
        }
        if (!(await setPhone(ctx.db, auth.readerId, auth.orgId, phone))) {
          throw refusal('settingsModifyFailed');
        }
        return ok(request, await profileOf(ctx, auth));
      },
    );
  phoneRoute(ApiPath.readerUpdatePhone);
  phoneRoute(ApiPath.teacherUpdatePhone, 'teacher');

  const medalRoute = (path: string, role: Role) =>
    app.post(
      path,
      { schema: { body: EmptyBody }, preHandler: requireRole(role) },
      async (request): Promise<Envelope<Medal[]>> => {
        const { readerId, orgId } = authOf(request);
        const loans = await readerLoans(ctx.db, readerId, orgId);
        return ok(request, medalsOf(loans, await ctx.timeZones.of(orgId)));
      },
    );
  medalRoute(ApiPath.studentMedals, 'student');
  medalRoute(ApiPath.teacherMedals, 'teacher');

  app.post(
    ApiPath.readerPoints,
    { schema: { body: PointsBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<ReaderPoints>> => {
      const { readerId, orgId } = authOf(request);
      const { index = 1, pagesize = 10 } = request.body ?? {};
      const points = await readerPoints(ctx.db, readerId, orgId, index, pagesize);
      if (!points) throw unauthenticated();
      return ok(request, points);
    },
  );

  // The emulated SMS gateway's outbox, for the demo only (SMS_OUTBOX=1, never in production;
  // sms/outbox.ts): it hands out anyone's binding codes, so only to a browser on this machine.
  if (ctx.sms.outboxReadable) {
    app.get(
      '/__sms-outbox',
      {
        schema: { querystring: OutboxQuery },
        onRequest: async (request) => {
          if (!fromThisMachine(request)) {
            throw new ApiError(403, ResultCode.forbidden, 'onlyFromThisMachine');
          }
        },
      },
      async (request) => ok(request, await recentOutbox(ctx.db, request.query.phone.trim())),
    );
  }
};
