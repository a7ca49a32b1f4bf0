export { areaKey, invalidateAreas, QueryArea, removePersonalQueries } from './keys';
export { defineMutation, useApiMutation } from './mutation';
export type { ApiMutation, MutationDefinition } from './mutation';
export { avatarQuery, medalsQuery, readerSummaryQuery } from './reader';
export { followCountsQuery, rankingQuery, recommendedReadingQuery } from './reader-home';
export { rankingSettingQuery, rankingSettingUpdate, readingPortraitQuery } from './reading-stats';
export {
  accountListQuery,
  borrowRecordsQuery,
  calendarFeedQuery,
  calendarReset,
  historyDelete,
  historySettingQuery,
  historySettingUpdate,
  loansRenew,
  markMessagesRead,
  messageAdd,
  messagesQuery,
  penalSumQuery,
  reservationCancel,
  reservationsQuery,
} from './circulation';
export type { MessageBox } from './circulation';
export {
  accountOverviewQuery,
  areasOfTrade,
  newPaymentKey,
  paymentCancel,
  paymentStart,
  settleTransaction,
  transactionStateQuery,
  transactionsQuery,
} from './money';
export type { PaymentRequest } from './money';
export {
  avatarUpload,
  captchaQuery,
  changePassword,
  faceImageQuery,
  faceImageUpload,
  passwordChange,
  phoneBind,
  phoneCodeSend,
  privateImageQuery,
  profileQuery,
  profileUpdate,
} from './settings';
export { rssDelete, rssFeedQuery, rssSave, rssSubscriptionsQuery } from './rss';
export {
  bookshelvesQuery,
  collectionOverviewQuery,
  columnAssetsQuery,
  columnStatisticsQuery,
  bookPlacesQuery,
  copyPlaceQuery,
} from './shelves';
export {
  FOOTER_LINKS_PAGE_SIZE,
  footerLinksQuery,
  ICON_PATH_DATA,
  homeMenuQuery,
  inventoryHostQuery,
  opacIconsQuery,
  organizationBriefQuery,
  organizationConfigQuery,
  organizationListQuery,
  organizationProfileQuery,
  organizationQuery,
  parseHomeMenu,
} from './organizations';
export type { HomeMenu, OrganizationListFilter } from './organizations';
export {
  deleteReview,
  followChange,
  followListQuery,
  followReadingQuery,
  followSettingQuery,
  followSettingUpdate,
  myReviewsQuery,
  readerSearchQuery,
  saveReview,
  volunteerQuery,
} from './people';
export {
  ebookDetailQuery,
  ebookShelfChange,
  ebookListQuery,
  ebookShelfQuery,
  ebookTagsQuery,
  fileInfoQuery,
  saveEbookPosition,
} from './ebooks';
export type { EbookListFilter } from './ebooks';
export { libraryInfosQuery } from './library-info';
export {
  bookCommentsKey,
  bookCommentsQuery,
  bookCopiesKey,
  bookCopiesQuery,
  bookDetailKey,
  bookDetailQuery,
  bookInfoQuery,
  bookReviewsQuery,
  collectStateQuery,
  fastReadingQuery,
  collectToggle,
  invalidateBookComments,
  recommendAdd,
  recommendStateQuery,
} from './book-detail';
export {
  bookAvailabilityQuery,
  preBorrowCancel,
  preBorrowReserve,
  preBorrowSitesQuery,
} from './pre-borrow';
export { bookKindsQuery, bookSearchQuery, bookSuggestionsQuery, topItemsQuery } from './catalogue';
export { newsDetailQuery, newsListQuery } from './news';
export {
  bookListDelete,
  booklistDetailQuery,
  bookListRemoveBook,
  bookListSave,
  myBooklistsQuery,
  publicBooklistsQuery,
  shelfDelete,
  shelfQuery,
  shelfSave,
} from './reading-lists';
export {
  bookPickerQuery,
  departmentsForTeacherQuery,
  readingGoalDelete,
  readingGoalSave,
  readingProgramDelete,
  readingProgramQuery,
  readingProgramSave,
  readingProgramsQuery,
  studentTasksQuery,
} from './teaching';
export { mediaDetailQuery, mediaFileQuery, mediaListQuery } from './media';
export {
  managedClassesQuery,
  saveWriting,
  writingSubmit,
  teacherWritingListQuery,
  writingListQuery,
  writingMark,
  writingQuery,
} from './writing';
export { activitiesQuery, changeSignUp, competitionsQuery, standingsQuery } from './activities';
export {
  deleteQuestion,
  selfTestGenerate,
  questionImport,
  questionPageQuery,
  saveQuestion,
  selfTestBooksQuery,
  selfTestQuery,
  setQuestionCollected,
  selfTestSubmit,
} from './questions';
export {
  assignmentCreate,
  assignmentDetailQuery,
  assignmentSubmit,
  invalidateMyAssignments,
  invalidateQuestionPicks,
  myAssignmentsQuery,
  myClassesQuery,
  openAssignmentQuery,
  questionPicksQuery,
  saveAnswers,
  submissionDetailQuery,
  submissionMark,
  submissionReturn,
  teacherAssignmentsQuery,
} from './assignments';
export type { SubmitAnswers } from './assignments';
export {
  deskLend,
  deskPayCash,
  deskReaderQuery,
  deskRefusalIn,
  deskRefusalOf,
  deskRenew,
  deskReturn,
  deskTodayQuery,
  deskUndo,
} from './library-admin';
export {
  CATALOGUE_PAGE_SIZE,
  catalogueCopyAdd,
  catalogueCopyStatus,
  catalogueCopyUpdate,
  catalogueFindQuery,
  catalogueLocationsQuery,
  catalogueRecordSave,
  catalogueRefusalOf,
  cataloguingSourcesQuery,
  copyCataloguingSearchQuery,
  copyCataloguingTake,
} from './library-admin-catalogue';
export {
  CATALOGUE_IMPORT_POLL_MS,
  catalogueImportStart,
  catalogueImportStatusQuery,
  refreshAfterCatalogueImport,
  type CatalogueImportUpload,
} from './catalogue-import';
export {
  readerAdminRefusalOf,
  readerBlock,
  readerCreate,
  readerImport,
  readerMoveClasses,
  readerPreviewClassMoves,
  readerResetPassword,
  readersAdminClassesQuery,
  readersAdminListQuery,
  readersAdminTeacherClassesQuery,
  readerSetTeacherClasses,
  readerUnblock,
  readerUpdate,
} from './library-admin-readers';
export {
  librarySettingsImage,
  librarySettingsQuery,
  librarySettingsUpdate,
  settingsRefusalOf,
} from './library-admin-settings';
export { reportExport, reportQuery, type ReportRequest } from './library-admin-reports';
export {
  contentDelete,
  contentImage,
  contentInfoQuery,
  contentInfoSave,
  contentItemQuery,
  contentListQuery,
  contentRefusalOf,
  contentSave,
} from './library-admin-content';
export { labelsQuery } from './library-admin-labels';
export {
  activityAdminDelete,
  activityAdminListQuery,
  activityAdminSave,
  activityRefusalOf,
  activitySignUpsExport,
  activitySignUpsQuery,
} from './library-admin-activities';
