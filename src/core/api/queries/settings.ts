import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '../client';
import { unwrap } from '../client';
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
import { areaKey, invalidateAreas, QueryArea } from './keys';

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

/** After a write that changed the profile: the card, the navbar and this area refetch. */
async function profileChanged<T>(queryClient: QueryClient, result: ApiResult<T>) {
  if (result.ok) await invalidateAreas(queryClient, QueryArea.settings, QueryArea.reader);
  return result;
}

export async function updateProfile(
  api: ApiClient,
  queryClient: QueryClient,
  role: Role,
  profile: ProfileUpdateRequest,
) {
  const result = await api.post<ReaderInfo>(settingsCallsFor(role).update, {
    body: profile,
    silent: true,
  });
  return profileChanged(queryClient, result);
}

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
  const [oldpassword, newpassword, confirmpassword] = await Promise.all([
    seal(passwords.oldpassword),
    seal(passwords.newpassword),
    seal(passwords.confirmpassword),
  ]);
  return api.post<null>(settingsCallsFor(role).password, {
    body: { oldpassword, newpassword, confirmpassword } satisfies PasswordChangeRequest,
    silent: true,
  });
}

function imageForm(image: Blob, name: string): FormData {
  const form = new FormData();
  form.append(IMAGE_FIELD, image, name);
  return form;
}

/** Uploads the (cropped) avatar; the server re-encodes it and answers the updated profile. */
export async function uploadAvatar(api: ApiClient, queryClient: QueryClient, image: Blob) {
  const result = await api.post<ReaderInfo>(ApiPath.avatarUpload, {
    body: imageForm(image, 'avatar'),
    silent: true,
  });
  return profileChanged(queryClient, result);
}

/** Stores the reader's face image (FaceFeature/AddForReader) and answers it. */
export async function uploadFaceImage(api: ApiClient, queryClient: QueryClient, image: Blob) {
  const result = await api.post<FaceImage | null>(ApiPath.faceAdd, {
    body: imageForm(image, 'face'),
    silent: true,
  });
  if (result.ok) {
    queryClient.setQueryData(faceImageQuery(api).queryKey, result.data);
  }
  return result;
}

/**
 * Asks for an SMS code to bind `phone`, behind an answered captcha. A refusal for sending too
 * soon is code tooManyRequests with `detail.retryafter` (seconds).
 */
export function sendPhoneCode(
  api: ApiClient,
  request: { phone: string; validateguid: string; validatecode: string },
) {
  return api.post<SmsCodeSent>(ApiPath.smsPhoneCode, { body: request, silent: true });
}

/** Binds the phone with its SMS code through the role's call; answers the updated profile. */
export async function bindPhone(
  api: ApiClient,
  queryClient: QueryClient,
  role: Role,
  request: { phone: string; code: string },
) {
  const result = await api.post<ReaderInfo>(settingsCallsFor(role).phone, {
    body: request,
    silent: true,
  });
  return profileChanged(queryClient, result);
}
