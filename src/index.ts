/**
 * `libportal`: the widgets as React components for React apps, with the provider that
 * connects them to one page runtime. Importing this module has no side effects and touches
 * no browser global, so it is safe during server-side rendering.
 */
export { SearchBox, SUGGESTION_DELAY_MS, MAX_SUGGESTIONS } from './widgets/search-box';
export type { SearchBoxProps } from './widgets/search-box';
export { SearchResults, DEFAULT_PAGE_SIZE } from './widgets/search-results';
export type { SearchResultsProps } from './widgets/search-results';
export { LoginDialog, LOGIN_DIALOG_WIDTH } from './widgets/login-dialog';
export type { LoginDialogProps } from './widgets/login-dialog';
export { AccountButton } from './widgets/account-button';
export type { AccountButtonProps } from './widgets/account-button';
export { AiLibrarian, TYPEWRITER_INTERVAL_MS } from './widgets/ai-librarian';
export type { AiLibrarianProps, ChatMessage } from './widgets/ai-librarian';
export { NewsList } from './widgets/news-list';
export type { NewsListProps } from './widgets/news-list';
export { BookDetail, ShelfLocation, COMMENT_PAGE_SIZE } from './widgets/book-detail';
export type { BookDetailProps, ShelfLocationProps } from './widgets/book-detail';
export { PreBorrow } from './widgets/pre-borrow';
export type { PreBorrowProps } from './widgets/pre-borrow';
export { CategorySearch } from './widgets/category-search';
export type { CategorySearchProps } from './widgets/category-search';
export { HotWords, DEFAULT_HOT_WORDS, MAX_HOT_WORDS } from './widgets/hot-words';
export type { HotWordsProps } from './widgets/hot-words';
export {
  RecommendedBooks,
  DEFAULT_RECOMMENDED_BOOKS,
  MAX_RECOMMENDED_BOOKS,
} from './widgets/recommended-books';
export type { RecommendedBooksProps } from './widgets/recommended-books';
export { RankingExcerpt, DEFAULT_RANKING_EXCERPT } from './widgets/ranking-excerpt';
export type { RankingExcerptProps } from './widgets/ranking-excerpt';
export { RecommendedReading } from './widgets/recommended-reading';
export type { RecommendedReadingProps } from './widgets/recommended-reading';
export { MyBorrow } from './widgets/my-borrow';
export type { MyBorrowProps } from './widgets/my-borrow';
export { BorrowHistory } from './widgets/borrow-history';
export type { BorrowHistoryProps } from './widgets/borrow-history';
export { MyMessages } from './widgets/my-messages';
export type { MyMessagesProps } from './widgets/my-messages';
export { AccountList } from './widgets/account-list';
export type { AccountListProps } from './widgets/account-list';
export { ReaderCard } from './widgets/reader-card';
export type { ReaderCardProps } from './widgets/reader-card';
export { ReaderSettings } from './widgets/reader-settings';
export type { ReaderSettingsProps, SettingsSection } from './widgets/reader-settings';
export { MyAccount } from './widgets/my-account';
export type { MyAccountProps, MyAccountView } from './widgets/my-account';
export { Bookshelf, CopyShelfLink } from './widgets/bookshelf';
export type { BookshelfProps, CopyShelfLinkProps, ShelfSelection } from './widgets/bookshelf';
export { FloorMap } from './widgets/floor-map';
export type { FloorMapProps } from './widgets/floor-map';
export { OrganizationList } from './widgets/organization-list';
export type { OrganizationListProps } from './widgets/organization-list';
export { OrganizationProfile } from './widgets/organization-profile';
export type { OrganizationProfileProps } from './widgets/organization-profile';
export { HomeMenu } from './widgets/home-menu';
export type { HomeMenuProps } from './widgets/home-menu';
export { CollectionOverview } from './widgets/collection-overview';
export type { CollectionOverviewProps, OverviewState } from './widgets/collection-overview';
export { VirtualBookshelf } from './widgets/virtual-bookshelf';
export type { VirtualBookshelfProps } from './widgets/virtual-bookshelf';
export { Booklists } from './widgets/booklists';
export type { BooklistsProps } from './widgets/booklists';
export { ReadingPrograms } from './widgets/reading-programs';
export type { ReadingProgramsProps } from './widgets/reading-programs';
export { StudentTasks } from './widgets/student-tasks';
export type { StudentTasksProps } from './widgets/student-tasks';
export { ManagedDepartments } from './widgets/managed-departments';
export type { ManagedDepartmentsProps } from './widgets/managed-departments';
export { MediaPlayer } from './widgets/media-player';
export type { MediaPlayerProps } from './widgets/media-player';
export { StoryMedia } from './widgets/story-media';
export type { StoryMediaProps } from './widgets/story-media';
export { ReadAloud } from './widgets/read-aloud';
export type { ReadAloudProps } from './widgets/read-aloud';
export {
  LibportalProvider,
  NotificationCenter,
  darkTheme,
  getRuntime,
  logout,
  resolveConfig,
  themeCss,
  themeDefaults,
  LIBPORTAL_VERSION,
} from './core';
export type {
  CommonWidgetSettings,
  Language,
  LpEvent,
  LpEventMap,
  LogoutOptions,
  LpEventName,
  NavigateDetail,
  PageGlobal,
  PageSettings,
  ResolvedConfig,
  ThemeToken,
} from './core';
export { Composition } from './widgets/composition';
export type { CompositionProps } from './widgets/composition';
export { CompositionMarking } from './widgets/composition-marking';
export type { CompositionMarkingProps } from './widgets/composition-marking';
export { Activities } from './widgets/activities';
export type { ActivitiesProps } from './widgets/activities';
export { Competitions } from './widgets/competitions';
export type { CompetitionsProps } from './widgets/competitions';
export { ClassStatistics } from './widgets/class-statistics';
export type { ClassStatisticsProps } from './widgets/class-statistics';
export { CirculationDesk } from './widgets/circulation-desk';
export type { CirculationDeskProps } from './widgets/circulation-desk';
export { Catalogue } from './widgets/catalogue';
export type { CatalogueProps } from './widgets/catalogue';
export { SpineLabels } from './widgets/spine-labels';
export type { SpineLabelsProps } from './widgets/spine-labels';
export { ReaderAdmin } from './widgets/reader-admin';
export type { ReaderAdminProps } from './widgets/reader-admin';
export { LibrarySettings } from './widgets/library-settings';
export type { LibrarySettingsProps } from './widgets/library-settings';
export { LibraryReports } from './widgets/library-reports';
export type { LibraryReportsProps } from './widgets/library-reports';
export { ContentAdmin } from './widgets/content-admin';
export type { ContentAdminProps } from './widgets/content-admin';
export { ActivityAdmin } from './widgets/activity-admin';
export type { ActivityAdminProps } from './widgets/activity-admin';
export { DeskToday } from './widgets/desk-today';
export type { DeskTodayProps } from './widgets/desk-today';
export { LearningStatistics } from './widgets/learning-statistics';
export type { LearningStatisticsProps } from './widgets/learning-statistics';
export { Grades } from './widgets/grades';
export type { GradesProps } from './widgets/grades';
export { AiSelfTest } from './widgets/ai-selftest';
export type { AiSelfTestProps } from './widgets/ai-selftest';
export { Connections } from './widgets/connections';
export type { ConnectionsProps } from './widgets/connections';
export { EbookList } from './widgets/ebook-list';
export type { EbookListProps } from './widgets/ebook-list';
export { EbookReader } from './widgets/ebook-reader';
export type { EbookReaderProps } from './widgets/ebook-reader';
export { Homework } from './widgets/homework';
export type { HomeworkProps } from './widgets/homework';
export { QuestionBank } from './widgets/question-bank';
export type { QuestionBankProps } from './widgets/question-bank';
export { Ranking } from './widgets/ranking';
export type { RankingProps } from './widgets/ranking';
export { ReadingPortrait } from './widgets/reading-portrait';
export type { ReadingPortraitProps } from './widgets/reading-portrait';
export { Reviews } from './widgets/reviews';
export type { ReviewsProps, ReviewsView } from './widgets/reviews';
export { RssReader } from './widgets/rss-reader';
export type { RssReaderProps } from './widgets/rss-reader';
export { TeacherTasks } from './widgets/teacher-tasks';
export type { TeacherTasksProps } from './widgets/teacher-tasks';
export { VolunteerRecords } from './widgets/volunteer-records';
export type { VolunteerRecordsProps } from './widgets/volunteer-records';
