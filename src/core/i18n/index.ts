import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../config';

/**
 * One i18next instance per page runtime. Each language's strings are a separate chunk,
 * fetched only when that language is used, so an English page never downloads Chinese
 * strings and the other way round.
 */
export function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(
      resourcesToBackend((language: string) =>
        language === 'en' ? import('./locales/en') : import('./locales/zh'),
      ),
    )
    .use(initReactI18next)
    .init({
      lng: lang,
      // Both locales are complete (checked by their type), so no fallback language is loaded.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}

export function currentLanguage(instance: I18n): Language {
  return instance.resolvedLanguage === 'en' ? 'en' : 'zh';
}
