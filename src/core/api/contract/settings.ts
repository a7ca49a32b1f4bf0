/**
 * Personal settings: profile, avatar and face image, password, phone binding,
 * medals and points. Students and teachers have calls of their own; the generic
 * Reader calls serve either.
 */

import type { Page, Role } from './common';

/** Sex is 1 or 2. */
export type Sex = 1 | 2;

/**
 * POST /Api/Student/Update, /IdentityApi/Teacher/Update, /IdentityApi/Reader/Update
 * → the updated ReaderInfo. Nickname, gender and email are required.
 */
export interface ProfileUpdateRequest {
  nickname: string;
  sex: Sex;
  email: string;
}

/**
 * POST /Api/Student/UpdatePsw, /IdentityApi/Teacher/UpdatePassword,
 * /IdentityApi/Reader/UpdatePassword → data null. Each password is encrypted like the login's
 * (base64 of RSA-OAEP SHA-256 with the key of /IdentityApi/Reader/LoginKey/Js). Every other
 * session of the reader ends; the one that made the change goes on.
 */
export interface PasswordChangeRequest {
  oldpassword: string;
  newpassword: string;
  confirmpassword: string;
}

/** GET /IdentityApi/ValidateCode/Get → an image captcha, answered once within its lifetime. */
export interface ImageCaptcha {
  validateguid: string;
  /** The picture as SVG markup: show it as an image (`data:image/svg+xml`), never inline. */
  svg: string;
  /** Seconds the answer is accepted. */
  expiresin: number;
}

/** POST /IdentityApi/Sms/Send/UpdateReaderPhone/AuthCode */
export interface SmsCodeRequest {
  phone: string;
  validateguid: string;
  validatecode: string;
}

export interface SmsCodeSent {
  /** Seconds before another code may be asked for (the resend countdown). */
  resendafter: number;
  /** Seconds the code is valid. */
  expiresin: number;
}

/** POST /IdentityApi/Reader/UpdatePhone, /IdentityApi/Teacher/UpdatePhone → ReaderInfo. */
export interface PhoneUpdateRequest {
  phone: string;
  code: string;
}

/**
 * POST /IdentityApi/FaceFeature/Query?organizationid&readerid (the caller's own) and
 * POST /IdentityApi/FaceFeature/AddForReader (multipart, field `file`) → the face image, or
 * null when none is stored.
 */
export interface FaceImage {
  fileid: string;
  updatedtime: string;
}

/** Avatar and face images: what the browser and the server accept (image files, at most 2 MB). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'file';

/** The minimum password length, for the login and a new password alike. */
export const PASSWORD_MIN_LENGTH = 6;

/** Mainland China mobile numbers ("Phone number is incorrect" otherwise). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** SMS verification codes: six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

export type MedalCode =
  'firstBook' | 'tenBooks' | 'fiftyBooks' | 'hundredBooks' | 'monthStreak' | 'punctual';

/** POST /Api/Student/GetMedals, /StatisticsApi/StatisticsTeacherMedal/Info → Medal[]. */
export interface Medal {
  code: MedalCode;
  earned: boolean;
  /** When the milestone was reached (ISO), null while not earned. */
  earnedtime: string | null;
  /** How far the reader is: loans, weeks in a row or on-time returns so far (at most target). */
  progress: number;
  target: number;
}

export type PointReason = 'online' | 'borrow' | 'returnOnTime' | 'review' | 'activity';

export interface PointEntry {
  id: number;
  points: number;
  reason: PointReason;
  createdtime: string;
}

/** POST /LibraryApi/ReaderPoint/Query {index, pagesize} → the score and its history. */
export interface ReaderPoints {
  score: number;
  history: Page<PointEntry>;
}

export interface PointsQueryRequest {
  index?: number;
  pagesize?: number;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const SettingsPath = {
  studentUpdate: '/Api/Student/Update',
  teacherUpdate: '/IdentityApi/Teacher/Update',
  readerUpdate: '/IdentityApi/Reader/Update',
  studentUpdatePassword: '/Api/Student/UpdatePsw',
  teacherUpdatePassword: '/IdentityApi/Teacher/UpdatePassword',
  readerUpdatePassword: '/IdentityApi/Reader/UpdatePassword',
  validateCode: '/IdentityApi/ValidateCode/Get',
  smsPhoneCode: '/IdentityApi/Sms/Send/UpdateReaderPhone/AuthCode',
  readerUpdatePhone: '/IdentityApi/Reader/UpdatePhone',
  teacherUpdatePhone: '/IdentityApi/Teacher/UpdatePhone',
  avatarUpload: '/IdentityApi/Reader/Avatar/Upload',
  faceQuery: '/IdentityApi/FaceFeature/Query',
  faceAdd: '/IdentityApi/FaceFeature/AddForReader',
  studentMedals: '/Api/Student/GetMedals',
  teacherMedals: '/StatisticsApi/StatisticsTeacherMedal/Info',
  readerPoints: '/LibraryApi/ReaderPoint/Query',
} as const;

/**
 * The calls of a teacher, of a student (each role has its own update, password and phone calls),
 * or of a member of staff, who has neither's and uses the Reader calls any login may.
 */
export const settingsCallsFor = (role: Role) =>
  role === 'teacher'
    ? {
        update: SettingsPath.teacherUpdate,
        password: SettingsPath.teacherUpdatePassword,
        phone: SettingsPath.teacherUpdatePhone,
        medals: SettingsPath.teacherMedals,
      }
    : role === 'student'
      ? {
          update: SettingsPath.studentUpdate,
          password: SettingsPath.studentUpdatePassword,
          phone: SettingsPath.readerUpdatePhone,
          medals: SettingsPath.studentMedals,
        }
      : {
          update: SettingsPath.readerUpdate,
          password: SettingsPath.readerUpdatePassword,
          phone: SettingsPath.readerUpdatePhone,
          medals: SettingsPath.studentMedals,
        };
