import { formatMoney } from '../../../../src/core/api/contract';
import { aiMessages } from './ai';
import { assignmentMessages } from './assignments';
import { circulationMessages } from './circulation';
import { commonMessages } from './common';
import { detailMessages } from './detail';
import { ebookMessages } from './ebooks';
import { identityMessages } from './identity';
import type { Lang, MessageTable } from './lang';
import { libraryAdminMessages } from './library-admin';
import { libraryAdminCatalogueMessages } from './library-admin-catalogue';
import { libraryAdminReadersMessages } from './library-admin-readers';
import { libraryAdminSettingsMessages } from './library-admin-settings';
import { libraryAdminContentMessages } from './library-admin-content';
import { libraryAdminReportsMessages } from './library-admin-reports';
import { limitMessages } from './limits';
import { mediaMessages } from './media';
import { moneyMessages } from './money';
import { newsMessages } from './news';
import { operationsMessages } from './operations';
import { peopleMessages } from './people';
import { preborrowMessages } from './preborrow';
import { rssMessages } from './rss';
import { readingListMessages } from './reading-lists';
import { searchMessages } from './search';
import { settingsMessages } from './settings';
import { shelvesMessages } from './shelves';
import { teachingMessages } from './teaching';
import { writingMessages } from './writing';
import { activityMessages } from './activities';
import { questionMessages } from './questions';
import { catalogueImportMessages } from './catalogue-import';
import { libraryAdminImportMessages } from './library-admin-import';
import { libraryAdminActivitiesMessages } from './library-admin-activities';

export { requestLang, type Lang, type MessageTable } from './lang';

/**
 * Every `msg` the server sends, and the titles it sends as data, in both languages: one table
 * per API area, merged here (server/test/messages.test.ts checks no key is defined by two areas).
 */
const catalogue = {
  ...commonMessages,
  ...identityMessages,
  ...searchMessages,
  ...detailMessages,
  ...preborrowMessages,
  ...aiMessages,
  ...newsMessages,
  ...limitMessages,
  ...moneyMessages,
  ...circulationMessages,
  ...settingsMessages,
  ...rssMessages,
  ...shelvesMessages,
  ...peopleMessages,
  ...ebookMessages,
  ...readingListMessages,
  ...teachingMessages,
  ...mediaMessages,
  ...writingMessages,
  ...activityMessages,
  ...questionMessages,
  ...assignmentMessages,
  ...operationsMessages,
  ...catalogueImportMessages,
  ...libraryAdminMessages,
  ...libraryAdminCatalogueMessages,
  ...libraryAdminReadersMessages,
  ...libraryAdminSettingsMessages,
  ...libraryAdminReportsMessages,
  ...libraryAdminContentMessages,
  ...libraryAdminImportMessages,
  ...libraryAdminActivitiesMessages,
} as const satisfies MessageTable;

export type MessageKey = keyof typeof catalogue;

export function translate(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string> = {},
): string {
  return catalogue[key][lang].replace(
    /\{(\w+)(, yuan)?\}/g,
    (_, name: string, yuan: string | undefined) => {
      const value = params[name] ?? '';
      // `{x, yuan}`: a yuan amount ("12.50", as stored in reminders' params) written in the
      // language's one money format, the portal's too.
      return yuan && value !== '' ? formatMoney(Math.round(Number(value) * 100), lang) : value;
    },
  );
}
