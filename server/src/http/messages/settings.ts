import type { MessageTable } from './lang';

/**
 * Server messages for the reader's personal settings: profile, images, password, phone binding. The
 * product's texts (docs/product-rules.md, "Validation", "Errors") are kept word for word in
 * English.
 */
export const settingsMessages = {
  // The profile's failure ("Modify failed").
  settingsModifyFailed: { zh: '修改失败', en: 'Modify failed' },
  profileNicknameRequired: { zh: '请输入昵称', en: 'Please enter a nickname' },
  profileNicknameTooLong: {
    zh: '昵称最多 {max} 个字符',
    en: 'A nickname has at most {max} characters',
  },
  profileEmailRequired: { zh: '请输入邮箱', en: 'Please enter an email address' },
  profileEmailInvalid: { zh: '邮箱格式不正确', en: 'The email address is not valid' },
  // Image upload: image files only, at most 2 MB.
  imageOnly: { zh: '只能上传图片文件!', en: 'Only image files allowed!' },
  imageTooLarge: { zh: '图片大小不能超过 2MB!', en: 'Image size cannot exceed 2MB!' },
  imageTooManyPixels: {
    zh: '图片尺寸过大，最多 {max} 万像素',
    en: 'The image is too large: at most {max} million pixels',
  },
  imageMissing: { zh: '请选择要上传的图片', en: 'Please choose an image to upload' },
  // Password change: all three required, the confirmation equal to the new one.
  passwordOldRequired: { zh: '请输入原密码', en: 'Please enter your current password' },
  passwordNewRequired: { zh: '请输入新密码', en: 'Please enter a new password' },
  passwordConfirmRequired: { zh: '请再次输入新密码', en: 'Please confirm the new password' },
  passwordConfirmError: { zh: '确认密码错误', en: 'Confirm password error' },
  passwordOldWrong: { zh: '原密码错误', en: 'The current password is wrong' },
  passwordNewTooShort: {
    zh: '密码不能少于6位',
    en: 'password cannot be less than 6 characters',
  },
  passwordNewTooLong: {
    zh: '密码最多 {max} 个字符',
    en: 'A password has at most {max} characters',
  },
  passwordUnchanged: {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
  passwordChanged: {
    zh: '密码已修改，其他设备上的登录已退出',
    en: 'Password changed. You have been logged out on your other devices',
  },
  // Phone binding: a valid number, the captcha, the SMS code.
  phoneIncorrect: { zh: '手机号码不正确', en: 'Phone number is incorrect' },
  phoneUnchanged: {
    zh: '您的账号已绑定此手机号',
    en: 'This number is already bound to your account',
  },
  captchaWrong: {
    zh: '图形验证码错误或已过期，请重新输入',
    en: 'The picture code is wrong or has expired: please enter the new one',
  },
  smsTooSoon: {
    zh: '验证码发送太频繁，请 {seconds} 秒后再试',
    en: 'Codes are being sent too often: please try again in {seconds} seconds',
  },
  smsCodeWrong: {
    zh: '短信验证码错误或已过期',
    en: 'The verification code is wrong or has expired',
  },
  smsSendFailed: {
    zh: '短信发送失败，请稍后再试',
    en: 'The text message could not be sent, please try again later',
  },
  smsSent: { zh: '验证码已发送', en: 'The verification code has been sent' },
  smsText: {
    zh: '【{org}】您正在绑定手机号，验证码 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本短信。',
    en: '[{org}] Your code to bind this phone is {code}, valid for {minutes} minutes. If this was not you, ignore this message.',
  },
  tooManyProfileUpdates: {
    zh: '资料修改太频繁，请稍后再试',
    en: 'You are changing your profile too often, please try again later',
  },
  tooManyUploads: {
    zh: '上传图片太频繁，请稍后再试',
    en: 'You are uploading images too often, please try again later',
  },
  tooManyPasswordChanges: {
    zh: '修改密码太频繁，请稍后再试',
    en: 'You are changing your password too often, please try again later',
  },
  tooManyCaptchas: {
    zh: '获取图形验证码太频繁，请稍后再试',
    en: 'You are asking for picture codes too often, please try again later',
  },
  tooManyPhoneAttempts: {
    zh: '绑定手机号尝试太频繁，请稍后再试',
    en: 'Too many attempts to bind a phone, please try again later',
  },
} as const satisfies MessageTable;
