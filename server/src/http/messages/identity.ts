import type { MessageTable } from './lang';

/** Server messages for login, sessions and organisations. */
export const identityMessages = {
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong reader code or password' },
  unknownOrganization: { zh: '机构不存在', en: 'Unknown organisation' },
  unauthenticated: {
    zh: '登录状态已失效，请重新登录',
    en: 'Not logged in, or the session has expired: please log in again',
  },
  ssoCodeInvalid: {
    zh: '登录链接无效或已过期，请重新登录',
    en: 'This sign-in link is invalid, already used or expired: please log in',
  },
  ssoSecretInvalid: { zh: '单点登录密钥无效', en: 'Invalid single sign-on secret' },
  ssoUnknownReader: { zh: '该机构没有此读者', en: 'This organisation has no such reader' },
} as const satisfies MessageTable;
