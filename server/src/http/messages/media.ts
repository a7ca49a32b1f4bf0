import type { MessageTable } from './lang';

/** Server messages of the story-telling media (audio, videos, albums). */
export const mediaMessages = {
  mediaNotFound: { zh: '内容不存在或已下架', en: 'This item does not exist or was removed' },
  mediaReadersOnly: {
    zh: '这项内容仅对本馆读者开放，请登录后查看',
    en: 'This item is for the library’s readers: please log in to see it',
  },
} as const satisfies MessageTable;
