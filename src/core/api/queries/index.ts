export { areaKey, invalidateAreas, QueryArea, removePersonalQueries } from './keys';
export { readerSummaryQuery } from './reader';
export { followCountsQuery, rankingQuery, recommendedReadingQuery } from './reader-home';
export {
  accountListQuery,
  borrowRecordsQuery,
  calendarFeedQuery,
  cancelReservation,
  deleteHistory,
  historySettingQuery,
  markMessagesRead,
  messagesQuery,
  penalSumQuery,
  postMessage,
  renewLoans,
  reservationsQuery,
  resetCalendarFeed,
  setKeepHistory,
} from './circulation';
export type { MessageBox } from './circulation';
