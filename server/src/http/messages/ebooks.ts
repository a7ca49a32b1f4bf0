import type { MessageTable } from './lang';

/** Server messages of the digital library (e-books, journals, their files). */
export const ebookMessages = {
  ebookNotFound: { zh: '电子书不存在', en: 'E-book not found' },
  // Reading some content needs a login; the product gives the text in English only.
  ebookNoPermission: {
    zh: '您没有阅读权限，或登录状态已过期，请登录',
    en: 'You do not have permission to read, or login status has expired, please login',
  },
  // The search's error for a file it cannot read.
  unrecognizedFileType: { zh: '无法识别的文件类型', en: 'Unrecognized file type' },
  tooManyEbookShelfChanges: {
    zh: '书架操作过于频繁，请稍后再试',
    en: 'Too many shelf changes, please try again later',
  },
  tooManyEbookPositions: {
    zh: '阅读进度保存过于频繁，请稍后再试',
    en: 'Reading position saved too often, please try again later',
  },
} as const satisfies MessageTable;
