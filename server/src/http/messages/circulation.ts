import type { MessageTable } from './lang';

/**
 * Server messages of circulation: why a renewal is refused (one per reason code), reminders
 * (worded when read, in the reader's language), the message board, the calendar feed.
 */
export const circulationMessages = {
  renewRefusedOnReserve: {
    zh: '该书已被其他读者预约，不能续借',
    en: 'Another reader has reserved this book, so it cannot be renewed',
  },
  renewRefusedTooManyRenewals: {
    zh: '已达到续借次数上限（最多续借 {max} 次）',
    en: 'This loan has reached the renewal limit ({max} renewals)',
  },
  renewRefusedOverdue: {
    zh: '图书已逾期，不能续借，请尽快归还',
    en: 'This loan is overdue and cannot be renewed. Please return it soon',
  },
  renewRefusedCardExpired: {
    zh: '借书证已过期，不能续借，请到图书馆办理续期',
    en: 'Your library card has expired. Please renew it at the library',
  },
  renewRefusedFinesOverLimit: {
    zh: '未缴罚款超过 {limit, yuan}，缴清后才能续借',
    en: 'Your unpaid fines are over {limit, yuan}. Please pay them before renewing',
  },
  renewRefusedNotFound: {
    zh: '没有这条在借记录',
    en: 'No such loan',
  },
  renewNothingRenewed: {
    zh: '没有可续借的图书',
    en: 'No loan could be renewed',
  },
  borrowTypeNotFound: { zh: '没有这个读者类型', en: 'No such borrow type' },
  reminderDueSoon: {
    zh: '《{title}》将于 {due} 到期，请按时归还或续借。',
    en: '"{title}" is due on {due}. Please return or renew it in time.',
  },
  reminderOverdue: {
    zh: '《{title}》已于 {due} 到期，现已逾期，请尽快归还。逾期每天罚款 {fine, yuan}。',
    en: '"{title}" was due on {due} and is now overdue. Please return it soon; the fine is {fine, yuan} a day.',
  },
  reminderArrived: {
    zh: '您预约的《{title}》已到{site}，请于 {deadline} 前借阅。',
    en: 'Your reservation "{title}" has arrived at {site}. Please borrow it by {deadline}.',
  },
  reminderUrge: {
    zh: '图书馆催还：《{title}》已于 {due} 到期，请尽快归还。',
    en: 'The library asks you to return "{title}", due on {due}, as soon as possible.',
  },
  // A message needs its text ("Please input message").
  messageRequired: { zh: '请输入留言', en: 'Please input message' },
  messageTooLong: {
    zh: '留言不能超过 {max} 个字',
    en: 'A message can be at most {max} characters long',
  },
  tooManyMessages: {
    zh: '留言太频繁，请稍后再试',
    en: 'You are posting messages too often, please try again later',
  },
  tooManyRenewals: {
    zh: '续借操作太频繁，请稍后再试',
    en: 'You are renewing too often, please try again later',
  },
  tooManyPrivacyChanges: {
    zh: '设置修改太频繁，请稍后再试',
    en: 'You are changing these settings too often, please try again later',
  },
  tooManyCalendarRequests: {
    zh: '日历订阅请求太频繁，请稍后再试',
    en: 'Too many calendar requests, please try again later',
  },
  calendarDue: { zh: '应还：{title}', en: 'Due: {title}' },
  calendarPickUp: { zh: '预约取书截止：{title}', en: 'Pick up by: {title}' },
  calendarName: { zh: '图书馆借阅日历', en: 'Library loans' },
} as const satisfies MessageTable;
