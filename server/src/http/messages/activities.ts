import type { MessageTable } from './lang';

/** Server messages for library activities and reading competitions (routes/activities.ts). */
export const activityMessages = {
  activityNotFound: { zh: '活动不存在', en: 'Activity not found' },
  activityFull: { zh: '报名人数已满', en: 'The activity is full' },
  activityAlreadySignedUp: { zh: '你已经报名了', en: 'You have already signed up' },
  activityStarted: {
    zh: '活动已开始，不能再报名或取消',
    en: 'The activity has started: signing up or cancelling is closed',
  },
  activityNotSignedUp: { zh: '你还没有报名这个活动', en: 'You have not signed up for it' },
  competitionNotFound: { zh: '竞赛不存在', en: 'Competition not found' },
  tooManySignUps: {
    zh: '操作太频繁，请稍后再试',
    en: 'Signing up too often, please try again later',
  },
} as const satisfies MessageTable;
