/**
 * The HTTP contract between the widgets and the reference server, one file per API
 * area.
 *
 * Dependency-free on purpose: the server imports these types too, so both sides are checked against
 * one definition. Paths are relative to `api-base` (the server mounts them under /api). Field names
 * are lower case without separators (docs/product-rules.md, "Calls") because school back ends
 * already speak them.
 */
import { AiPath } from './ai';
import { AssignmentPath } from './assignments';
import { BookDetailPath } from './book-detail';
import { BookPath } from './books';
import { CirculationPath } from './circulation';
import { CommonPath } from './common';
import { CoverPath } from './cover-art';
import { EBookPath } from './ebooks';
import { IdentityPath } from './identity';
import { LearningPath } from './learning';
import { LibraryAdminPath } from './library-admin';
import { LibraryAdminCataloguePath } from './library-admin-catalogue';
import { LibraryAdminReadersPath } from './library-admin-readers';
import { LibraryAdminSettingsPath } from './library-admin-settings';
import { LibraryAdminReportsPath } from './library-admin-reports';
import { LibraryAdminContentPath } from './library-admin-content';
import { LibraryAdminLabelsPath } from './library-admin-labels';
import { LibraryAdminImportPath } from './library-admin-import';
import { LibraryAdminActivitiesPath } from './library-admin-activities';
import { MoneyPath } from './money';
import { NewsPath } from './news';
import { OrganizationPath } from './organization';
import { PeoplePath } from './people';
import { PreBorrowPath } from './preborrow';
import { QuestionPath } from './questions';
import { ReaderHomePath } from './reader-home';
import { ReadingPath } from './reading';
import { RssPath } from './rss';
import { ReadingStatsPath } from './reading-stats';
import { ReadingListsPath } from './reading-lists';
import { MediaPath } from './media';
import { SettingsPath } from './settings';
import { ShelvesPath } from './shelves';
import { SsoPath } from './sso';
import { TeachingPath } from './teaching';
import { ProgramPath } from './programs';
import { WritingPath } from './writing';
import { ActivitiesPath } from './activities';

export * from './advanced-query';
export * from './ai';
export * from './book-detail';
export * from './books';
export * from './circulation';
export * from './common';
export * from './cover-art';
export * from './ebooks';
export * from './identity';
export * from './money';
export * from './money-format';
export * from './news';
export * from './organization';
export * from './people';
export * from './portal';
export * from './preborrow';
export * from './questions';
export * from './reader-home';
export * from './reading';
export * from './rss';
export * from './reading-stats';
export * from './reading-lists';
export * from './media';
export * from './settings';
export * from './shelves';
export * from './sso';
export * from './teaching';
export * from './programs';
export * from './writing';
export * from './activities';
export * from './assignments';
export * from './learning';
export * from './library-admin';
export * from './library-admin-catalogue';
export * from './library-admin-readers';
export * from './library-admin-settings';
export * from './library-admin-reports';
export * from './library-admin-content';
export * from './library-admin-labels';
export * from './library-admin-import';
export * from './library-admin-activities';

/** Every path of this contract, so client and server cannot drift apart. */
export const ApiPath = {
  ...CommonPath,
  ...IdentityPath,
  ...OrganizationPath,
  ...BookPath,
  ...ReadingPath,
  ...BookDetailPath,
  ...CoverPath,
  ...PreBorrowPath,
  ...AiPath,
  ...NewsPath,
  ...SsoPath,
  ...MoneyPath,
  ...CirculationPath,
  ...ReaderHomePath,
  ...SettingsPath,
  ...RssPath,
  ...ShelvesPath,
  ...PeoplePath,
  ...EBookPath,
  ...ReadingStatsPath,
  ...ReadingListsPath,
  ...TeachingPath,
  ...ProgramPath,
  ...MediaPath,
  ...WritingPath,
  ...ActivitiesPath,
  ...QuestionPath,
  ...AssignmentPath,
  ...LearningPath,
  ...LibraryAdminPath,
  ...LibraryAdminCataloguePath,
  ...LibraryAdminReadersPath,
  ...LibraryAdminSettingsPath,
  ...LibraryAdminReportsPath,
  ...LibraryAdminContentPath,
  ...LibraryAdminLabelsPath,
  ...LibraryAdminImportPath,
  ...LibraryAdminActivitiesPath,
} as const;
