/**
 * The rules a settings save must pass before anything is written, one function per section,
 * each answering the values as they will be stored (trimmed) or the first refusal with the
 * field and row it names, so the form can show the message beside that field. Pure: tested
 * without a database.
 */
import {
  CUSTOM_HOME_MENU_KEY,
  LOAN_RULE_FIGURES,
  parseZ3950Address,
  SETTINGS_LIMITS as L,
  type SettingsField,
  type SettingsHomeMenuEntry,
  type SettingsProblem,
  type SettingsRefusal,
  type SettingsSection,
  type SettingsUpdateRequest,
  type SettingsValues,
  type TradeMethod,
} from '../../../../src/core/api/contract';
import { parseOriginPattern } from '../../http/origin-patterns';
import { CUSTOMER_SERVICE_KEY, ICON_PATH, isDefaultKey, isIconName } from '../home-menu';

export interface SettingsRefused {
  refused: SettingsRefusal;
  section: SettingsSection;
  field: SettingsField | null;
  problem: SettingsProblem | null;
  index: number | null;
  /** The bound a tooLong / outOfRange / tooMany message names. */
  limit?: string;
}

export type Checked = { ok: SettingsUpdateRequest } | SettingsRefused;

class Refusal {
  constructor(readonly value: SettingsRefused) {}
}

function fail(
  section: SettingsSection,
  field: SettingsField | null,
  problem: SettingsProblem | null,
  index: number | null,
  limit?: string | number,
  refused: SettingsRefusal = 'invalidField',
): never {
  throw new Refusal({
    refused,
    section,
    field,
    problem,
    index,
    ...(limit === undefined ? {} : { limit: String(limit) }),
  });
}

/** Control characters (a pasted tab, a NUL) have no place in a name or a link. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function text(
  section: SettingsSection,
  field: SettingsField,
  value: string,
  max: number,
  index: number | null,
  required = true,
): string {
  const trimmed = value.trim();
  if (required && !trimmed) fail(section, field, 'empty', index);
  if (trimmed.length > max) fail(section, field, 'tooLong', index, max);
  if (CONTROL.test(trimmed)) fail(section, field, 'empty', index);
  return trimmed;
}

/**
 * Text of several lines (the opening hours): line ends made `\n`, a tab a space, the spaces
 * ending each line dropped, the whole trimmed; other control characters refused. Stored and
 * shown as plain text: the portal and the AI librarian never read it as HTML.
 */
function lines(section: SettingsSection, field: SettingsField, value: string, max: number) {
  const normalised = value
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  if (normalised.length > max) fail(section, field, 'tooLong', null, max);
  if (CONTROL.test(normalised.replace(/\n/g, ''))) fail(section, field, 'empty', null);
  return normalised;
}

/** An http or https address without user or password: what a reader's browser may follow. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

function webUrl(section: SettingsSection, value: string, index: number): string {
  const url = text(section, 'url', value, L.urlMax, index);
  if (!isWebUrl(url)) fail(section, 'url', 'notHttp', index);
  return url;
}

/** A Z39.50 source's `host:port/database` (contract parseZ3950Address). */
function z3950Address(value: string, index: number): string {
  const address = text('sources', 'url', value, L.urlMax, index);
  if (!parseZ3950Address(address)) fail('sources', 'url', 'notZ3950', index);
  return address;
}

function rows<T>(section: SettingsSection, list: T[], max: number): T[] {
  if (list.length > max) fail(section, 'count', 'tooMany', null, max);
  return list;
}

/**
 * A home menu link: a portal path (one leading slash, no `//` anywhere, no scheme, only the
 * characters the portal's menu reads: core's parseHomeMenu) or an https:// address without user
 * or password. Anything else — `javascript:`, `//evil.example`, plain http — is refused.
 */
const PORTAL_PATH = /^(?!.*\/\/)\/[\w\-./?=&%]*$/;

function menuPath(value: string, index: number): string {
  const path = text('homeMenu', 'path', value, L.homeMenuPathMax, index);
  if (PORTAL_PATH.test(path)) return path;
  if (/^https:\/\/[^\s]+$/i.test(path) && isWebUrl(path)) return path;
  return fail('homeMenu', 'path', 'notPath', index);
}

/**
 * A built-in icon's name, or path data that is nothing but path commands and numbers (pasted
 * over several lines, kept on one: the spaces between numbers are all that matter).
 */
function menuIcon(value: string, index: number): string {
  const icon = value.trim().replace(/\s+/g, ' ');
  if (!icon) fail('homeMenu', 'icon', 'empty', index);
  if (isIconName(icon)) return icon;
  if (icon.length > L.homeMenuIconMax)
    fail('homeMenu', 'icon', 'tooLong', index, L.homeMenuIconMax);
  if (!ICON_PATH.test(icon)) fail('homeMenu', 'icon', 'notIcon', index);
  return icon;
}

function homeMenuEntry(entry: SettingsHomeMenuEntry, index: number): SettingsHomeMenuEntry {
  const { key } = entry;
  if (!isDefaultKey(key) && !CUSTOM_HOME_MENU_KEY.test(key)) {
    fail('homeMenu', 'key', 'empty', index);
  }
  const title = text('homeMenu', 'menutitle', entry.title, L.homeMenuTitleMax, index);
  const icon = menuIcon(entry.icon, index);
  // The customer-service entry shows the library's phone: it leads nowhere, so a path sent
  // with it is not kept.
  if (key === CUSTOMER_SERVICE_KEY) return { key, title, icon, isshow: entry.isshow };
  return { key, title, path: menuPath(entry.path ?? '', index), icon, isshow: entry.isshow };
}

/** What a check needs to know beyond the values: the methods the payment gateway offers. */
export interface SettingsContext {
  offered: readonly TradeMethod[];
}

const checks: {
  [S in SettingsSection]: (value: SettingsValues[S], context: SettingsContext) => SettingsValues[S];
} = {
  general: (value) => ({
    name: text('general', 'name', value.name, L.nameMax, null),
    servicephone: text('general', 'servicephone', value.servicephone, L.phoneMax, null, false),
    enableailibrarian: value.enableailibrarian,
  }),
  hours: (value) => ({
    openinghours: lines('hours', 'openinghours', value.openinghours, L.openingHoursMax),
    address: text('hours', 'address', value.address, L.addressMax, null, false),
  }),
  footerLinks: (list) =>
    rows('footerLinks', list, L.footerLinksMax).map((link, index) => ({
      title: text('footerLinks', 'title', link.title, L.footerTitleMax, index),
      url: webUrl('footerLinks', link.url, index),
      isshow: link.isshow,
    })),
  origins: (list) => {
    const seen = new Set<string>();
    return rows('origins', list, L.originsMax).flatMap((entry, index) => {
      const origin = text('origins', 'origin', entry, L.originMax, index);
      // parseOriginPattern refuses `*`, paths and user info: CORS here carries credentials.
      if (!parseOriginPattern(origin)) fail('origins', 'origin', 'notOrigin', index);
      const key = origin.toLowerCase();
      if (seen.has(key)) return [];
      seen.add(key);
      return [origin];
    });
  },
  loanRules: (list) => {
    const ids = new Set<number>();
    return rows('loanRules', list, 100).map((rule, index) => {
      if (ids.has(rule.id)) fail('loanRules', null, null, index, undefined, 'duplicate');
      ids.add(rule.id);
      const checked = { ...rule, name: text('loanRules', 'name', rule.name, 50, index) };
      for (const figure of LOAN_RULE_FIGURES) {
        const [min, max] = L[figure];
        const n = rule[figure];
        if (!Number.isInteger(n) || n < min || n > max) {
          fail('loanRules', figure, 'outOfRange', index, `${min}–${max}`);
        }
      }
      return checked;
    });
  },
  sources: (list) => {
    const names = new Set<string>();
    return rows('sources', list, L.sourcesMax).map((source, index) => {
      const name = text('sources', 'name', source.name, L.sourceNameMax, index);
      if (names.has(name)) fail('sources', 'name', null, index, undefined, 'duplicate');
      names.add(name);
      const url =
        source.protocol === 'z3950'
          ? z3950Address(source.url, index)
          : webUrl('sources', source.url, index);
      return { name, protocol: source.protocol, url, allowprivate: source.allowprivate };
    });
  },
  payments: (value, { offered }) => {
    // Only what the gateway offers: cash is the desk's, always taken there, never listed.
    value.methods.forEach((method, index) => {
      if (!offered.includes(method)) fail('payments', 'methods', 'notOffered', index);
    });
    // Each once, in the gateway's order.
    return { methods: offered.filter((method) => value.methods.includes(method)) };
  },
  homeMenu: (list) => {
    const keys = new Set<string>();
    return rows('homeMenu', list, L.homeMenuMax).map((entry, index) => {
      const checked = homeMenuEntry(entry, index);
      if (keys.has(checked.key)) fail('homeMenu', 'key', null, index, undefined, 'duplicate');
      keys.add(checked.key);
      return checked;
    });
  },
};

/** The section's values as they will be stored, or the first refusal. */
export function checkSettings(
  request: SettingsUpdateRequest,
  context: SettingsContext = { offered: [] },
): Checked {
  try {
    const check = checks[request.section] as (value: unknown, context: SettingsContext) => unknown;
    return {
      ok: {
        section: request.section,
        value: check(request.value, context),
      } as SettingsUpdateRequest,
    };
  } catch (error) {
    if (error instanceof Refusal) return error.value;
    throw error;
  }
}
