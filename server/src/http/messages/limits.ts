import type { MessageTable } from './lang';

/**
 * Server messages for limits: a reader writing faster than any reader does (one per kind of
 * write, so the reader knows which action to slow down), and a server too busy to hash a
 * password now.
 */
export const limitMessages = {
  busy: {
    zh: '服务器繁忙，请稍后再试',
    en: 'The server is busy, please try again in a moment',
  },
  tooManyComments: {
    zh: '评论太频繁，请稍后再试',
    en: 'You are commenting too often, please try again later',
  },
  tooManyBooklistChanges: {
    zh: '书单修改太频繁，请稍后再试',
    en: 'You are changing booklists too often, please try again later',
  },
  tooManyBooklistItems: {
    zh: '添加书目太频繁，请稍后再试',
    en: 'You are adding books to booklists too often, please try again later',
  },
  tooManyRecommendations: {
    zh: '荐购太频繁，请稍后再试',
    en: 'You are recommending books too often, please try again later',
  },
  tooManyCollections: {
    zh: '收藏操作太频繁，请稍后再试',
    en: 'You are changing your collection too often, please try again later',
  },
  tooManyPreBorrows: {
    zh: '预借操作太频繁，请稍后再试',
    en: 'You are reserving or cancelling too often, please try again later',
  },
  tooManyQuickReads: {
    zh: '生成速读太频繁，请稍后再试',
    en: 'You are asking for quick reads too often, please try again later',
  },
} as const satisfies MessageTable;
