import type { MessageTable } from './lang';

/** Server messages for follows, reviews and volunteer records (routes/follows.ts, …). */
export const peopleMessages = {
  followReaderNotFound: { zh: '读者不存在', en: 'Reader not found' },
  followSelf: { zh: '不能关注自己', en: 'You cannot follow yourself' },
  followSearchTooShort: {
    zh: '请至少输入 {min} 个字',
    en: 'Please type at least {min} characters',
  },
  followNotFollowing: {
    zh: '关注后才能查看 TA 的阅读',
    en: 'Follow this reader to see their reading',
  },
  tooManyFollows: {
    zh: '关注操作太频繁，请稍后再试',
    en: 'You are following and unfollowing too often, please try again later',
  },
  tooManyReaderSearches: {
    zh: '查找读者太频繁，请稍后再试',
    en: 'You are searching for readers too often, please try again later',
  },
  tooManyVolunteerRecords: {
    zh: '登记太频繁，请稍后再试',
    en: 'You are recording service too often, please try again later',
  },
  volunteerReaderNotFound: {
    zh: '本馆没有这个读者证号',
    en: 'No reader of this library has this reader code',
  },
  volunteerBadDate: { zh: '日期无效', en: 'The date is not valid' },
  volunteerBadHours: {
    zh: '服务时长应在 0 到 {max} 小时之间',
    en: 'Service hours must be more than 0 and at most {max}',
  },
  volunteerBadRange: {
    zh: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
} as const satisfies MessageTable;
