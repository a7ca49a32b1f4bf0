import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '../client';
import { NOT_SENT, unwrap } from '../client';
import {
  ApiPath,
  IMAGE_FIELD,
  settingsCallsFor,
  type FaceImage,
  type ImageCaptcha,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
  type ReaderInfo,
  type Role,
  type SmsCodeSent,
} from '../contract';
import type { PasswordEncrypter } from '../../session/auth';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The reader's personal settings: profile, avatar and face image, password, phone.
 * Every write is `silent`: the settings forms show the server's refusal beside the field the
 * reader is fixing, not as a toast that vanishes while they read it. A write that changes the
 * profile refreshes `settings` and `reader` (the card and the navbar show the avatar/nickname).
 */

/** The caller's profile through their role's own call (students and teachers have their own). */
export function profileQuery(api: ApiClient, role: Role) {
  return queryOptions({
    queryKey: areaKey(QueryArea.settings, api.baseURL, 'profile', role),
    queryFn: async ({ signal }) =>
      unwrap(
        role === 'teacher'
          ? await api.get<ReaderInfo>(ApiPath.teacherInfo, { signal })
          : await api.post<ReaderInfo>(ApiPath.studentInfo, { signal }),
      ),
  });
}

/** The reader's stored face image (FaceFeature/Query), null when none. */
export function faceImageQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.settings, api.baseURL, 'face'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<FaceImage | null>(ApiPath.faceQuery, { signal })),
  });
}

/**
 * A reader's own image (avatar, face) as a Blob: it needs the token, which an <img src> cannot
 * send. Null when it cannot be had. Never kept after the settings area is left behind.
 */
export function privateImageQuery(api: ApiClient, fileid: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.settings, api.baseURL, 'image', fileid),
    queryFn: ({ signal }) => api.fileBlob(fileid, signal),
    staleTime: Infinity,
  });
}

/**
 * An image captcha (ValidateCode/Get). The server takes it on the first guess, right or wrong,
 * so it is never reused from the cache: a refetch is a new picture.
 */
export function captchaQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.settings, api.baseURL, 'captcha'),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<ImageCaptcha>(ApiPath.validateCode, { signal, silent: true })),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** A write that changes the profile: the card, the navbar and this area refetch. */
const PROFILE_AREAS = [QueryArea.settings, QueryArea.reader] as const;

/** Saves nickname, gender and e-mail through the role's call; answers the updated profile. */
export const profileUpdate = defineMutation({
  call: (api, { role, profile }: { role: Role; profile: ProfileUpdateRequest }) =>
    api.post<ReaderInfo>(settingsCallsFor(role).update, { body: profile, silent: true }),
  invalidates: PROFILE_AREAS,
});

/**
 * Changes the password with the role's call, each field encrypted like the login's password
 * (a blank stays blank so the server can say which is missing). The server ends every other
 * session of the reader; this one goes on, so nothing about the session changes here.
 */
export async function changePassword(
  api: ApiClient,
  role: Role,
  passwords: PasswordChangeRequest,
  encrypt: PasswordEncrypter,
): Promise<ApiResult<null>> {
  const key = await api.get<string>(ApiPath.loginKey, { silent: true });
  if (!key.ok) return key;
  const seal = (password: string) =>
    password.trim() ? encrypt(key.data, password.trim()) : Promise.resolve('');
  let sealed: string[];
  try {
    sealed = await Promise.all([
      seal(passwords.oldpassword),
      seal(passwords.newpassword),
      seal(passwords.confirmpassword),
    ]);
  } catch {
    // No Web Crypto (a page served over plain HTTP on the school's network): nothing was sent,
    // and the form says the change failed in its own words (no message here).
    return NOT_SENT;
  }
  const [oldpassword = '', newpassword = '', confirmpassword = ''] = sealed;
  return api.post<null>(settingsCallsFor(role).password, {
    body: { oldpassword, newpassword, confirmpassword } satisfies PasswordChangeRequest,
    silent: true,
  });
}

/** The password change of the settings page (changePassword). */
export const passwordChange = defineMutation({
  call: (
    api,
    change: { role: Role; passwords: PasswordChangeRequest; encrypt: PasswordEncrypter },
  ) => changePassword(api, change.role, change.passwords, change.encrypt),
  invalidates: [],
});

function imageForm(image: Blob, name: string): FormData {
  const form = new FormData();
  form.append(IMAGE_FIELD, image, name);
  return form;
}

/** Uploads the (cropped) avatar; the server re-encodes it and answers the updated profile. */
export const avatarUpload = defineMutation({
  call: (api, image: Blob) =>
    api.post<ReaderInfo>(ApiPath.avatarUpload, { body: imageForm(image, 'avatar'), silent: true }),
  invalidates: PROFILE_AREAS,
});

/** Stores the reader's face image (FaceFeature/AddForReader); its answer is kept as the face. */
export const faceImageUpload = defineMutation({
  call: (api, image: Blob) =>
    api.post<FaceImage | null>(ApiPath.faceAdd, { body: imageForm(image, 'face'), silent: true }),
  invalidates: [],
  onSuccess: (queryClient, face, _image, api) =>
    queryClient.setQueryData(faceImageQuery(api).queryKey, face),
});

/**
 * Asks for an SMS code to bind `phone`, behind an answered captcha. A refusal for sending too
 * soon is code tooManyRequests with `detail.retryafter` (seconds).
 */
export const phoneCodeSend = defineMutation({
  call: (api, request: { phone: string; validateguid: string; validatecode: string }) =>
    api.post<SmsCodeSent>(ApiPath.smsPhoneCode, { body: request, silent: true }),
  invalidates: [],
});

/** Binds the phone with its SMS code through the role's call; answers the updated profile. */
export const phoneBind = defineMutation({
  call: (api, { role, request }: { role: Role; request: { phone: string; code: string } }) =>
    api.post<ReaderInfo>(settingsCallsFor(role).phone, { body: request, silent: true }),
  invalidates: PROFILE_AREAS,
});
