export { areaKey, invalidateAreas, QueryArea, removePersonalQueries } from './keys';
export { medalsQuery, readerSummaryQuery } from './reader';
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
export {
  accountOverviewQuery,
  areasOfTrade,
  cancelPayment,
  newPaymentKey,
  payDeposit,
  payFines,
  rechargeBalance,
  refundDeposit,
  resumePayment,
  settleTransaction,
  transactionStateQuery,
  transactionsQuery,
} from './money';
export {
  bindPhone,
  captchaQuery,
  changePassword,
  faceImageQuery,
  privateImageQuery,
  profileQuery,
  sendPhoneCode,
  updateProfile,
  uploadAvatar,
  uploadFaceImage,
} from './settings';
export {
  booklistDetailQuery,
  deleteBooklist,
  deleteShelfEntry,
  myBooklistsQuery,
  publicBooklistsQuery,
  removeBookFromList,
  saveBooklist,
  saveShelfEntry,
  shelfQuery,
} from './reading-lists';
