/**
 * Groups of the default strings (locales/zh.ts and en.ts) that only the portal's own pages and
 * layout show: its routes' titles, footer, language names, the old-interface switch, the admin and
 * personal menus, the not-found page. The embed build leaves them out of its strings chunks
 * (vite.embed.config.ts): ~2 KB gzip of Chinese that no element ever showed, on every school
 * page. The test beside this file fails if a widget or the core starts to use one of them.
 */
export const PORTAL_ONLY_STRINGS = [
  'footer',
  'languages',
  'routes',
  'oldInterface',
  'admin',
  'personal',
  'notFound',
] as const;
