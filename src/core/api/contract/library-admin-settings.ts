/**
 * The library's settings (`LibraryAdminApi/Settings`): what the portal shows of the library
 * (name, customer-service phone, footer links, the AI librarian, opening hours and address), where
 * it may be embedded, the loan rules of each reader type, the copy-cataloguing sources and the
 * online payment methods its readers may use. Admins only (usertype 9); a
 * librarian's or a reader's token gets 403, and an admin sees and changes only their own
 * organisation's. Every change is written to the audit log with the section before and after,
 * and reaches every instance's caches at once (the next page load shows it).
 */

import type { TradeMethod } from './money';

/** The sections an admin saves one at a time (each its own form on the page). */
export const SETTINGS_SECTIONS = [
  'general',
  'hours',
  'footerLinks',
  'origins',
  'loanRules',
  'sources',
  'payments',
  'homeMenu',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Bounds of the values, the same in the form and on the server. */
export const SETTINGS_LIMITS = {
  nameMax: 100,
  phoneMax: 40,
  /** The opening hours: plain text, several lines allowed. */
  openingHoursMax: 500,
  /** The library's address: one line of plain text. */
  addressMax: 200,
  footerLinksMax: 20,
  footerTitleMax: 50,
  urlMax: 500,
  originsMax: 20,
  originMax: 200,
  sourcesMax: 10,
  sourceNameMax: 64,
  /** Loan rules: [min, max] of each figure. */
  maxloans: [0, 100],
  loandays: [1, 365],
  maxrenewals: [0, 20],
  /** Fen (0.01 yuan): 100 yuan a day at most. */
  finefenperday: [0, 10_000],
  /** Fen: 10,000 yuan at most. */
  finelimitfen: [0, 1_000_000],
  maxreservations: [0, 50],
  holddays: [1, 60],
  /** The home menu: entries, a title's length, a path's or address's length. */
  homeMenuMax: 16,
  homeMenuTitleMax: 20,
  homeMenuPathMax: 300,
  /** Custom SVG path data of an icon (the portal draws no longer one). */
  homeMenuIconMax: 1000,
} as const;

/** The figures of a loan rule, each a bounded integer (SETTINGS_LIMITS). */
export const LOAN_RULE_FIGURES = [
  'maxloans',
  'loandays',
  'maxrenewals',
  'finefenperday',
  'finelimitfen',
  'maxreservations',
  'holddays',
] as const;
export type LoanRuleFigure = (typeof LOAN_RULE_FIGURES)[number];

export interface SettingsGeneral {
  name: string;
  /** '' when the library shows none. */
  servicephone: string;
  enableailibrarian: boolean;
  /** The current images (FileApi/File/Download?fileid=); changed by Settings/Image. */
  logofileid: string | null;
  bannerfileid: string | null;
}

/**
 * Where and when readers find the library, as the portal's /about page and the AI librarian
 * show them: plain text (never HTML), trimmed, '' when the library shows none.
 */
export interface SettingsHours {
  /** May hold several lines (a term-time and a holiday timetable). */
  openinghours: string;
  /** One line. */
  address: string;
}

/**
 * The online payment methods the library offers its readers: a subset of those the payment
 * gateway offers (`offered`). Cash is not among them: the desk always takes it, so a reader
 * may always choose to pay there.
 */
export interface SettingsPayments {
  /** The methods offered, in the gateway's order (all of `offered` until the admin chooses). */
  methods: TradeMethod[];
  /** What the gateway offers (none when the portal has no gateway); read-only. */
  offered: TradeMethod[];
}

/** A footer link as the admin edits it; the order of the list is the footer's order. */
export interface SettingsFooterLink {
  title: string;
  /** http or https only. */
  url: string;
  isshow: boolean;
}

/**
 * An entry of the portal's home menu as the admin edits it; the order of the list is the
 * menu's. `key` is a default entry's (`news`, `customerService`, …) or `custom-N` for one the
 * library added. `path` is a portal path (`/about`, `/infos?type=news`: one leading slash, no
 * `//`, no scheme) or an `https://` address; the customer-service entry has none (it shows the
 * phone). `icon` is a built-in icon's name (`HomeMenuChoices.icons`) or SVG path data of the
 * library's own (path commands and numbers only, drawn in a 24×24 box).
 */
export interface SettingsHomeMenuEntry {
  key: string;
  title: string;
  path?: string;
  icon: string;
  isshow: boolean;
}

/** The home menu's key of the library's own entries: `custom-1`, `custom-2`, … */
export const CUSTOM_HOME_MENU_KEY = /^custom-[1-9]\d{0,2}$/;

/** What the home menu section chooses among (read-only): the built-in icons and the defaults. */
export interface HomeMenuChoices {
  /** Each built-in icon's name and path data, in the order the select lists them. */
  icons: { name: string; path: string }[];
  /** The menu every library starts with ("Restore the defaults"). */
  defaults: SettingsHomeMenuEntry[];
}

/** The loan rules of one reader type (borrow_type). */
export type SettingsLoanRule = { id: number; name: string } & Record<LoanRuleFigure, number>;

/** How copy cataloguing asks a source: SRU over http(s), or Z39.50 over TCP. */
export const CATALOGUING_PROTOCOLS = ['sru', 'z3950'] as const;
export type CataloguingProtocol = (typeof CATALOGUING_PROTOCOLS)[number];

/** Where a Z39.50 source answers. */
export interface Z3950Address {
  /** A DNS name, an IPv4 address or an IPv6 address (without its brackets). */
  host: string;
  port: number;
  database: string;
}

const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const Z3950_ADDRESS = new RegExp(
  `^(?:\\[([0-9A-Fa-f:.]{2,45})\\]|(${HOST_LABEL}(?:\\.${HOST_LABEL})*)):(\\d{1,5})/([A-Za-z0-9_.-]{1,64})$`,
);

/**
 * A Z39.50 source's address, `host:port/database` as YAZ and library systems write it
 * (`lx2.loc.gov:210/LCDB`, `10.0.0.5:210/Default`, `[2001:db8::1]:210/db`): a DNS name, an IPv4
 * or a bracketed IPv6 address, a port 1–65535, a database name of letters, digits, `_ . -` (at
 * most 64). Null for anything else; the same rule in the settings form and on the server.
 */
export function parseZ3950Address(value: string): Z3950Address | null {
  if (value.length > 330) return null;
  const match = Z3950_ADDRESS.exec(value);
  if (!match) return null;
  const host = match[1] ?? match[2] ?? '';
  const port = Number(match[3]);
  if (host.length > 253 || port < 1 || port > 65_535) return null;
  return { host, port, database: match[4] ?? '' };
}

export interface SettingsSource {
  name: string;
  /** 'sru' unless the source speaks only Z39.50. */
  protocol: CataloguingProtocol;
  /** SRU: the base URL (http or https); Z39.50: `host:port/database` (parseZ3950Address). */
  url: string;
  /** May reach an address on the school's own network (the admin vouches for it). */
  allowprivate: boolean;
}

/** POST /LibraryAdminApi/Settings/Get {} → LibrarySettings. */
export interface LibrarySettings {
  general: SettingsGeneral;
  hours: SettingsHours;
  footerLinks: SettingsFooterLink[];
  /** Allowed embed origins (`https://school.example`, `http://host:*`). */
  origins: string[];
  loanRules: SettingsLoanRule[];
  sources: SettingsSource[];
  payments: SettingsPayments;
  /** The home menu in its order (the defaults until the admin saves one), hidden entries too. */
  homeMenu: SettingsHomeMenuEntry[];
  homeMenuChoices: HomeMenuChoices;
}

/** What each section's save sends: general without the images (Settings/Image sets those). */
export interface SettingsValues {
  general: Omit<SettingsGeneral, 'logofileid' | 'bannerfileid'>;
  hours: SettingsHours;
  footerLinks: SettingsFooterLink[];
  origins: string[];
  loanRules: SettingsLoanRule[];
  sources: SettingsSource[];
  payments: Pick<SettingsPayments, 'methods'>;
  homeMenu: SettingsHomeMenuEntry[];
}

/**
 * POST /LibraryAdminApi/Settings/Update {section, value} → LibrarySettings (all of it, as saved).
 * Refused with 10158 and a SettingsRefusalDetail naming the field.
 */
export type SettingsUpdateRequest = {
  [S in SettingsSection]: { section: S; value: SettingsValues[S] };
}[SettingsSection];

/** POST /LibraryAdminApi/Settings/Image?kind=logo|banner (multipart `file`) → LibrarySettings. */
export const SETTINGS_IMAGE_KINDS = ['logo', 'banner'] as const;
export type SettingsImageKind = (typeof SETTINGS_IMAGE_KINDS)[number];

/** Why a save was refused; each has a translated message. */
export const SETTINGS_REFUSALS = [
  /** A value failed its rule (`field`, `index` of the row). */
  'invalidField',
  /** Two rows with the same name (sources) or key (home menu), or a loan rule of a reader type not here. */
  'duplicate',
  'readerTypeNotFound',
] as const;
export type SettingsRefusal = (typeof SETTINGS_REFUSALS)[number];

/** The field a refusal names: `name`, `url`, `title`, `origin`, a loan figure. */
export type SettingsField =
  | 'name'
  | 'servicephone'
  | 'openinghours'
  | 'address'
  | 'title'
  | 'url'
  | 'origin'
  | LoanRuleFigure
  | 'methods'
  | 'count'
  /** A home menu entry's key, title, link and icon. */
  | 'key'
  | 'menutitle'
  | 'path'
  | 'icon';

export type SettingsProblem =
  | 'empty'
  | 'tooLong'
  | 'notHttp'
  /** A Z39.50 source's address that is not `host:port/database`. */
  | 'notZ3950'
  | 'notOrigin'
  | 'outOfRange'
  | 'tooMany'
  /** A payment method the gateway does not offer (cash among them: the desk's). */
  | 'notOffered'
  /** A home menu link that is neither a portal path nor an https:// address. */
  | 'notPath'
  /** An icon that is neither a built-in icon's name nor SVG path data. */
  | 'notIcon';

/** `data` of a refusal (code 10158): the form shows the message beside this field. */
export interface SettingsRefusalDetail {
  refused: SettingsRefusal;
  section: SettingsSection;
  field: SettingsField | null;
  problem: SettingsProblem | null;
  /** The row of a list section (0-based), null for general. */
  index: number | null;
}

/** The audit log's action of a settings change (detail: {section, before, after}). */
export const SETTINGS_STAFF_ACTIONS = ['settings'] as const;

export const LibraryAdminSettingsPath = {
  settingsGet: '/LibraryAdminApi/Settings/Get',
  settingsUpdate: '/LibraryAdminApi/Settings/Update',
  settingsImage: '/LibraryAdminApi/Settings/Image',
} as const;
