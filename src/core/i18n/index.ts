import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { formatMoney } from '../api/contract/money-format';
import { LANGUAGES, type Language } from '../config';
import { BOOK_STRINGS_NAMESPACE } from './book-strings';
import { loadNamespace } from './namespaces';

const bundled = new Map<Language, object>();

/**
 * Makes a language's strings part of the caller's bundle: the portal bundles its default
 * language so the first paint does not wait for a strings chunk. Call before the runtime
 * is created. Embedded widgets do not, and fetch only the language they use.
 */
export function bundleLocale(lang: Language, messages: object): void {
  bundled.set(lang, messages);
}

/**
 * One i18next instance per page runtime. Each language's strings are a separate chunk,
 * fetched only when that language is used, so an English page never downloads Chinese
 * strings and the other way round; an area's strings (namespaces.ts) only with its widgets.
 */
export function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: lang,
      resources: Object.fromEntries(
        [...bundled].map(([language, messages]) => [language, { translation: messages }]),
      ),
      // Languages not bundled still come from their chunk.
      partialBundledLanguages: true,
      initAsync: bundled.has(lang) ? false : true,
      // Both locales are complete (checked by their type), so no fallback language is loaded.
      fallbackLng: false,
      // The embed's default strings lack the search page's and a book's: an element that shows
      // them has loaded this namespace before its first paint (book-strings.ts).
      fallbackNS: BOOK_STRINGS_NAMESPACE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  // `{{amount, money}}` writes integer fen in the language's one money format.
  instance.services.formatter?.add('money', (value: number, lng: string | undefined) =>
    formatMoney(value, lng ?? lang),
  );
  return instance;
}

export function currentLanguage(instance: I18n): Language {
  return instance.resolvedLanguage === 'en' ? 'en' : 'zh';
}
