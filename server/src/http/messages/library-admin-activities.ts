import type { MessageTable } from './lang';

/**
 * Server messages of the staff's activities (LibraryAdminApi/Activities): a refused save names
 * the field the form shows it beside; the CSV's headings; the message a signed-up reader gets
 * when the library deletes the activity (worded when read, in the reader's language).
 */
export const libraryAdminActivitiesMessages = {
  activityAdminNotFound: {
    zh: '活动不存在或已删除',
    en: 'This activity does not exist or was deleted',
  },
  activityFieldEmpty: { zh: '{field}不能为空', en: '{field} is empty' },
  activityFieldTooLong: {
    zh: '{field}最多 {max} 个字',
    en: '{field} is longer than {max} characters',
  },
  activityBadDate: {
    zh: '{field}须是 2000 年至 2100 年之间的有效时间',
    en: '{field} must be a valid time between 2000 and 2100',
  },
  activityEndsBeforeStarts: {
    zh: '结束时间须晚于开始时间',
    en: 'The end must be after the start',
  },
  activityCapacityRange: {
    zh: '名额须是 1 到 {max} 之间的整数',
    en: 'Places must be a whole number from 1 to {max}',
  },
  activityCapacityBelowSignedUp: {
    zh: '已有 {signedup} 人报名，名额不能少于 {signedup}',
    en: '{signedup} readers have signed up: places cannot be fewer than {signedup}',
  },
  activityDeleteStarted: {
    zh: '活动已开始，且有 {signedup} 人报名，不能删除',
    en: 'The activity has started and {signedup} readers signed up: it cannot be deleted',
  },
  activityDeleted: {
    zh: '已删除活动，已通知 {notified} 位报名的读者',
    en: 'Activity deleted; {notified} signed-up readers were told',
  },
  activityFieldTitle: { zh: '活动名称', en: 'Title' },
  activityFieldStartsat: { zh: '开始时间', en: 'Start' },
  activityFieldEndsat: { zh: '结束时间', en: 'End' },
  activityFieldPlace: { zh: '地点', en: 'Place' },
  activityFieldDescription: { zh: '活动介绍', en: 'Description' },
  activityFieldCapacity: { zh: '名额', en: 'Places' },
  activityCsvName: { zh: '姓名', en: 'Name' },
  activityCsvReadercode: { zh: '读者证号', en: 'Reader code' },
  activityCsvClass: { zh: '班级', en: 'Class' },
  activityCsvSignedUpAt: { zh: '报名时间', en: 'Signed up' },
  reminderActivityCancelled: {
    zh: '图书馆取消了活动「{title}」（{startsat}），您的报名已撤销。',
    en: 'The library cancelled the activity "{title}" ({startsat}); your sign-up is withdrawn.',
  },
} satisfies MessageTable;
