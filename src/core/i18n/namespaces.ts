import type { Language } from '../config';

type Loader = () => Promise<{ default: object }>;

/**
 * Strings of one area of the product (a reader's loans, money, settings, …), each area a chunk
 * per language fetched only when a widget of that area renders. The default namespace
 * (`translation`: locales/zh.ts and en.ts) holds what every widget may show, so a school page
 * with only the search box never downloads the strings of a reader's account, however many
 * areas the product grows.
 *
 * An area: `locales/zh/<area>.ts` (the Chinese table, which fixes the keys) and
 * `locales/en/<area>.ts` (typed `Widen<typeof zh…>`, so a missing key fails the type check),
 * one line below, and its widgets call `useTranslation('<area>')`. Static imports (not a
 * template path) so the embed's integrity check sees every chunk.
 */
export const NAMESPACE_LOADERS: Record<string, Record<Language, Loader>> = {
  // The search page's and a book's strings, which the embed loads apart (book-strings.ts).
  books: {
    zh: () => import('./locales/zh/books'),
    en: () => import('./locales/en/books'),
  },
  settings: {
    zh: () => import('./locales/zh/settings'),
    en: () => import('./locales/en/settings'),
  },
  circulation: {
    zh: () => import('./locales/zh/circulation'),
    en: () => import('./locales/en/circulation'),
  },
  'reader-home': {
    zh: () => import('./locales/zh/reader-home'),
    en: () => import('./locales/en/reader-home'),
  },
  'reader-card': {
    zh: () => import('./locales/zh/reader-card'),
    en: () => import('./locales/en/reader-card'),
  },
  money: {
    zh: () => import('./locales/zh/money'),
    en: () => import('./locales/en/money'),
  },
  rss: {
    zh: () => import('./locales/zh/rss'),
    en: () => import('./locales/en/rss'),
  },
  shelves: {
    zh: () => import('./locales/zh/shelves'),
    en: () => import('./locales/en/shelves'),
  },
  people: {
    zh: () => import('./locales/zh/people'),
    en: () => import('./locales/en/people'),
  },
  ebooks: {
    zh: () => import('./locales/zh/ebooks'),
    en: () => import('./locales/en/ebooks'),
  },
  'reading-stats': {
    zh: () => import('./locales/zh/reading-stats'),
    en: () => import('./locales/en/reading-stats'),
  },
  'reading-lists': {
    zh: () => import('./locales/zh/reading-lists'),
    en: () => import('./locales/en/reading-lists'),
  },
  teaching: {
    zh: () => import('./locales/zh/teaching'),
    en: () => import('./locales/en/teaching'),
  },
  media: {
    zh: () => import('./locales/zh/media'),
    en: () => import('./locales/en/media'),
  },
  writing: {
    zh: () => import('./locales/zh/writing'),
    en: () => import('./locales/en/writing'),
  },
  activities: {
    zh: () => import('./locales/zh/activities'),
    en: () => import('./locales/en/activities'),
  },
  questions: {
    zh: () => import('./locales/zh/questions'),
    en: () => import('./locales/en/questions'),
  },
  homework: {
    zh: () => import('./locales/zh/homework'),
    en: () => import('./locales/en/homework'),
  },
  learning: {
    zh: () => import('./locales/zh/learning'),
    en: () => import('./locales/en/learning'),
  },
  'floor-map': {
    zh: () => import('./locales/zh/floor-map'),
    en: () => import('./locales/en/floor-map'),
  },
  organizations: {
    zh: () => import('./locales/zh/organizations'),
    en: () => import('./locales/en/organizations'),
  },
  product: {
    zh: () => import('./locales/zh/product'),
    en: () => import('./locales/en/product'),
  },
  desk: {
    zh: () => import('./locales/zh/desk'),
    en: () => import('./locales/en/desk'),
  },
  catalogue: {
    zh: () => import('./locales/zh/catalogue'),
    en: () => import('./locales/en/catalogue'),
  },
  'readers-admin': {
    zh: () => import('./locales/zh/readers-admin'),
    en: () => import('./locales/en/readers-admin'),
  },
  'settings-admin': {
    zh: () => import('./locales/zh/settings-admin'),
    en: () => import('./locales/en/settings-admin'),
  },
  reports: {
    zh: () => import('./locales/zh/reports'),
    en: () => import('./locales/en/reports'),
  },
  'content-admin': {
    zh: () => import('./locales/zh/content-admin'),
    en: () => import('./locales/en/content-admin'),
  },
  'activity-admin': {
    zh: () => import('./locales/zh/activity-admin'),
    en: () => import('./locales/en/activity-admin'),
  },
  'spine-labels': {
    zh: () => import('./locales/zh/spine-labels'),
    en: () => import('./locales/en/spine-labels'),
  },
};

/** The strings of `namespace` in `language`; the default namespace is locales/zh.ts / en.ts. */
export function loadNamespace(language: string, namespace: string): Promise<{ default: object }> {
  const lang: Language = language === 'en' ? 'en' : 'zh';
  if (namespace === 'translation') {
    return lang === 'en' ? import('./locales/en') : import('./locales/zh');
  }
  const loader = NAMESPACE_LOADERS[namespace]?.[lang];
  return loader ? loader() : Promise.reject(new Error(`libportal: no strings for "${namespace}"`));
}
