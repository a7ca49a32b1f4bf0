import { ApiPath, ResultCode, type FaceImage, type ReaderInfo } from '../../core';
import { DEMO_READER } from '../../test/demo-reader';
import {
  fail,
  ok,
  type FakeHandler,
  type FakeReply,
  type RecordedRequest,
} from '../../test/fake-api';

const {
  token: _token,
  refreshtoken: _refresh,
  tokentype: _type,
  expiresin: _expires,
  ...reader
} = DEMO_READER;

/** The demo student's profile as Student/Info answers it. */
export const PROFILE: ReaderInfo = { ...reader, email: 'xiaoming@example.com' };

/** The answer the fake captcha takes (the real one is in the SVG). */
export const CAPTCHA_ANSWER = 'k7dx';
/** The SMS code the fake gateway "sent". */
export const SMS_CODE = '246810';

const CAPTCHA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="10" y="28">k7dx</text></svg>';

/** Server messages in the caller's language, as the real server words them. */
const MESSAGES = {
  modifyFailed: { zh: '修改失败', en: 'Modify failed' },
  oldWrong: { zh: '原密码错误', en: 'The current password is wrong' },
  captchaWrong: {
    zh: '图形验证码错误或已过期，请重新输入',
    en: 'The picture code is wrong or has expired: please enter the new one',
  },
  codeWrong: { zh: '短信验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  tooSoon: {
    zh: '验证码发送太频繁，请 42 秒后再试',
    en: 'Codes are being sent too often: please try again in 42 seconds',
  },
  imageOnly: { zh: '只能上传图片文件!', en: 'Only image files allowed!' },
};

const say = (request: RecordedRequest, key: keyof typeof MESSAGES) =>
  MESSAGES[key][request.headers.get('accept-language') === 'en' ? 'en' : 'zh'];

const refuse = (request: RecordedRequest, key: keyof typeof MESSAGES) =>
  fail(ResultCode.businessError, say(request, key));

export interface SettingsServerOptions {
  profile?: ReaderInfo;
  face?: FaceImage | null;
  /** The profile update is refused ("Modify failed"). */
  refuseProfile?: boolean;
  /** The current password typed is wrong. */
  refusePassword?: boolean;
  /** The SMS is refused as too soon, with 42 seconds to wait. */
  smsTooSoon?: boolean;
  /** The profile call fails (the form cannot be shown). */
  fails?: boolean;
}

const PASSWORD_PATHS = [
  ApiPath.studentUpdatePassword,
  ApiPath.teacherUpdatePassword,
  ApiPath.readerUpdatePassword,
];

/** The settings calls of a logged-in reader; anything else is 404, no token is 401. */
export function settingsServer(options: SettingsServerOptions = {}): FakeHandler {
  let profile = options.profile ?? PROFILE;
  let captchas = 0;
  return (request): FakeReply => {
    // The API base is one segment (/api in tests, /storybook-api in stories).
    const path = request.path.replace(/^\/[^/]+/, '');
    if (!request.headers.has('authorization') && path !== ApiPath.loginKey) {
      return fail(ResultCode.unauthenticated, 'unauthenticated', 401);
    }
    const body = request.body ?? {};
    switch (path) {
      case ApiPath.studentInfo:
      case ApiPath.teacherInfo:
        return options.fails ? fail(ResultCode.requestError, '', 500) : ok(profile);
      case ApiPath.studentUpdate:
      case ApiPath.teacherUpdate:
        if (options.refuseProfile) return refuse(request, 'modifyFailed');
        profile = {
          ...profile,
          nickname: String(body.nickname),
          sex: body.sex === 2 ? 2 : 1,
          email: String(body.email),
        };
        return ok(profile);
      case ApiPath.loginKey:
        return ok('PEM');
      case ApiPath.validateCode:
        captchas += 1;
        return ok({ validateguid: `guid-${captchas}`, svg: CAPTCHA_SVG, expiresin: 180 });
      case ApiPath.smsPhoneCode:
        if (body.validatecode !== CAPTCHA_ANSWER) return refuse(request, 'captchaWrong');
        if (options.smsTooSoon) {
          return {
            status: 429,
            body: {
              code: ResultCode.tooManyRequests,
              msg: say(request, 'tooSoon'),
              data: { retryafter: 42 },
            },
          };
        }
        return ok({ resendafter: 60, expiresin: 300 });
      case ApiPath.readerUpdatePhone:
      case ApiPath.teacherUpdatePhone:
        if (body.code !== SMS_CODE) return refuse(request, 'codeWrong');
        profile = { ...profile, phone: String(body.phone) };
        return ok(profile);
      case ApiPath.faceQuery:
        return ok(options.face ?? null);
      case ApiPath.fileDownload:
        return { body: 'image-bytes' };
      default:
        if (PASSWORD_PATHS.some((candidate) => candidate === path)) {
          return options.refusePassword ? refuse(request, 'oldWrong') : ok(null);
        }
        return fail(ResultCode.notFound, 'not found', 404);
    }
  };
}
