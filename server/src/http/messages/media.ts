import type { MessageTable } from './lang';

/** Server messages of the story-telling media (audio, videos, albums). */
export const mediaMessages = {
  mediaNotFound: { zh: '内容不存在或已下架', en: 'This item does not exist or was removed' },
} as const satisfies MessageTable;
