import { readStored, writeStored } from './storage';

/** The languages libportal speaks; `zh` is the default. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The fallback organisation (docs/product-rules.md, "Constants"). The client names it by code only
 * and asks the server for its id; the default id (1) lives in one place, the server's fallback for
 * a public call that names no organisation (DEFAULT_ORGANIZATION_ID in server/src/auth/guard.ts).
 */
export const DEFAULT_ORG_CODE = 'YTKJ';
export const DEFAULT_LANGUAGE: Language = 'zh';

/** What a page can set for every widget on it. */
export interface PageSettings {
  apiBase?: string;
  orgCode?: string;
  lang?: string;
  /** Where the full portal lives, for links out of an embedded widget. */
  portalUrl?: string;
}

/** The three settings every element accepts as attributes. */
export interface CommonWidgetSettings {
  apiBase?: string | undefined;
  orgCode?: string | undefined;
  lang?: string | undefined;
}

export interface ResolvedConfig {
  apiBase: string;
  orgCode: string;
  lang: Language;
  portalUrl: string;
}

/**
 * `window.libportal`: the page's settings, read by every element, and what libportal adds to
 * it for the page's own scripts once an element is defined.
 */
export interface PageGlobal extends PageSettings {
  /** Logs the reader out of every element on the page (core's `logout()`). */
  logout?: () => Promise<unknown>;
}

declare global {
  interface Window {
    libportal?: PageGlobal;
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What the embed loader found on its `<script>` tag (see src/embed/libportal.ts). */
export interface ScriptSettings {
  /** From `data-api-base`, `data-org-code`, `data-lang`, `data-portal-url`. */
  settings: PageSettings;
  /** The script's own origin serves the API and the portal unless the page says otherwise. */
  defaults: PageSettings;
}

export const SCRIPT_SETTINGS_KEY = Symbol.for('libportal.script');

function scriptSettings(): ScriptSettings {
  const found = (globalThis as { [SCRIPT_SETTINGS_KEY]?: ScriptSettings })[SCRIPT_SETTINGS_KEY];
  return found ?? { settings: {}, defaults: {} };
}

function pageSettings(): PageSettings {
  const fromWindow = typeof window === 'undefined' ? undefined : window.libportal;
  return { ...scriptSettings().settings, ...(fromWindow ?? {}) };
}

function firstNonEmpty(...values: (string | null | undefined)[]): string | undefined {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}

/**
 * DESIGN.md's order for each setting: the element's attribute, then the page's global
 * setting (`window.libportal` or the script's data-* attributes), then the stored value,
 * then the product's defaults (docs/product-rules.md, "Constants").
 */
export function resolveConfig(attributes: CommonWidgetSettings = {}): ResolvedConfig {
  const page = pageSettings();
  const { defaults } = scriptSettings();
  const langCandidate = firstNonEmpty(attributes.lang, page.lang, readStored('lang'));
  const lang = isLanguage(langCandidate) ? langCandidate : DEFAULT_LANGUAGE;
  const apiBase = firstNonEmpty(attributes.apiBase, page.apiBase, defaults.apiBase) ?? '/api';
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    orgCode: (
      firstNonEmpty(attributes.orgCode, page.orgCode, readStored('orgCode')) ?? DEFAULT_ORG_CODE
    ).toUpperCase(),
    lang,
    portalUrl: (firstNonEmpty(page.portalUrl, defaults.portalUrl) ?? '').replace(/\/+$/, ''),
  };
}

export function storeOrgCode(orgCode: string): void {
  writeStored('orgCode', orgCode.trim().toUpperCase());
}

export function storeLanguage(lang: Language): void {
  writeStored('lang', lang);
}
