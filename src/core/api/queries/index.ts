export { areaKey, invalidateAreas, QueryArea, removePersonalQueries } from './keys';
export { medalsQuery, readerSummaryQuery } from './reader';
export { followCountsQuery, rankingQuery, recommendedReadingQuery } from './reader-home';
export { rankingSettingQuery, readingPortraitQuery, setRankingSetting } from './reading-stats';
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
  deleteRssSubscription,
  rssFeedQuery,
  rssSubscriptionsQuery,
  saveRssSubscription,
} from './rss';
export {
  bookshelvesQuery,
  collectionOverviewQuery,
  columnAssetsQuery,
  columnStatisticsQuery,
  copyPlaceQuery,
} from './shelves';
export {
  changeFollow,
  deleteReview,
  followListQuery,
  followReadingQuery,
  followSettingQuery,
  myReviewsQuery,
  readerSearchQuery,
  saveReview,
  setShareReading,
  volunteerQuery,
} from './people';
export {
  ebookDetailQuery,
  ebookListQuery,
  ebookShelfQuery,
  ebookTagsQuery,
  fileInfoQuery,
  saveEbookPosition,
  setEbookOnShelf,
} from './ebooks';
export type { EbookListFilter } from './ebooks';
export { libraryInfosQuery } from './library-info';
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
export {
  bookPickerQuery,
  deleteReadingGoal,
  deleteReadingProgram,
  departmentsForTeacherQuery,
  readingProgramQuery,
  readingProgramsQuery,
  saveReadingGoal,
  saveReadingProgram,
  setManagedDepartment,
  studentTasksQuery,
} from './teaching';
export { mediaDetailQuery, mediaFileQuery, mediaListQuery } from './media';
export {
  managedClassesQuery,
  markWriting,
  saveWriting,
  submitWriting,
  teacherWritingListQuery,
  writingListQuery,
  writingQuery,
} from './writing';
export { activitiesQuery, changeSignUp, competitionsQuery, standingsQuery } from './activities';
export {
  deleteQuestion,
  generateSelfTest,
  importQuestions,
  questionPageQuery,
  saveQuestion,
  selfTestBooksQuery,
  selfTestQuery,
  setQuestionCollected,
  submitSelfTest,
} from './questions';
export {
  assignmentDetailQuery,
  createAssignment,
  markSubmission,
  myAssignmentsQuery,
  myClassesQuery,
  openAssignmentQuery,
  questionPicksQuery,
  returnSubmission,
  saveAnswers,
  submissionDetailQuery,
  submitAssignment,
  teacherAssignmentsQuery,
} from './assignments';
