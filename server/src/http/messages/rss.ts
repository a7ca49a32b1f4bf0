import type { MessageTable } from './lang';

/**
 * Server messages for RSS subscriptions: saving them, and why a feed could not be read (each
 * refusal of rss/fetch.ts says what went wrong, so a reader can tell a typo from a site that is
 * down from an address the library will not fetch).
 */
export const rssMessages = {
  rssNotFound: { zh: '订阅不存在', en: 'Subscription not found' },
  rssNameRequired: { zh: '请输入名称', en: 'Please enter a name' },
  rssUrlInvalid: {
    zh: '请输入有效的网址（以 http:// 或 https:// 开头）',
    en: 'Please enter a valid address starting with http:// or https://',
  },
  rssDuplicate: { zh: '已订阅该地址', en: 'You already subscribe to this address' },
  rssLimit: { zh: '最多只能订阅 {max} 个', en: 'You can keep at most {max} subscriptions' },
  rssAddressRefused: {
    zh: '不能订阅内部网络或本机地址',
    en: 'Addresses on a private or local network cannot be subscribed to',
  },
  rssTimeout: {
    zh: '获取内容失败：订阅源响应超时',
    en: 'Failed to get content: the feed took too long to answer',
  },
  rssTooLarge: {
    zh: '获取内容失败：订阅源内容过大',
    en: 'Failed to get content: the feed is too large',
  },
  rssTooManyRedirects: {
    zh: '获取内容失败：重定向次数过多',
    en: 'Failed to get content: too many redirects',
  },
  rssBadStatus: {
    zh: '获取内容失败：订阅源返回错误',
    en: 'Failed to get content: the feed answered with an error',
  },
  rssUnreachable: {
    zh: '获取内容失败，请检查网络连接或RSS源可用性',
    en: 'Failed to get content, please check network connection or RSS feed availability',
  },
  rssNotAFeed: {
    zh: '获取内容失败：该地址不是 RSS 或 Atom 订阅源',
    en: 'Failed to get content: this address is not an RSS or Atom feed',
  },
  tooManyRssChanges: {
    zh: '修改订阅太频繁，请稍后再试',
    en: 'You are changing subscriptions too often, please try again later',
  },
  tooManyRssReads: {
    zh: '刷新订阅太频繁，请稍后再试',
    en: 'You are refreshing feeds too often, please try again later',
  },
} as const satisfies MessageTable;
