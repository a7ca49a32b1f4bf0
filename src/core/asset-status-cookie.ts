import { CopyStatus } from './api/contract';
import { readCookie, writeCookie } from './storage';

/**
 * The copy-status filter of the search page (docs/product-rules.md, "Copy statuses"): the reader's
 * selection is kept in the cookie `libyunStatus` as a JSON list of labels, and sent as
 * `assetstatuses` (status codes).
 */
export const ASSET_STATUS_COOKIE = 'libyunStatus';

/**
 * The statuses a reader can filter on (in library, borrowed, pre-borrowed, abnormally lent), in the
 * order they are offered.
 */
export const FILTERABLE_STATUSES = [
  CopyStatus.inLibrary,
  CopyStatus.borrowed,
  CopyStatus.preBorrowed,
  CopyStatus.abnormalBorrowed,
] as const;
export type FilterableStatus = (typeof FILTERABLE_STATUSES)[number];

/**
 * The labels written to the cookie: the Chinese ones, whatever the interface language, so a
 * selection survives a language switch and other pages of the site read the same values.
 */
const COOKIE_LABEL: Record<FilterableStatus, string> = {
  [CopyStatus.inLibrary]: '在馆',
  [CopyStatus.borrowed]: '借出',
  [CopyStatus.preBorrowed]: '预借',
  [CopyStatus.abnormalBorrowed]: '异常借出',
};

/** Labels read back: ours, the second name of 4 (预约), and English ones (the old portal's, ours). */
const CODE_OF_LABEL: Record<string, FilterableStatus> = {
  在馆: CopyStatus.inLibrary,
  在架: CopyStatus.inLibrary,
  借出: CopyStatus.borrowed,
  预借: CopyStatus.preBorrowed,
  预约: CopyStatus.preBorrowed,
  异常借出: CopyStatus.abnormalBorrowed,
  'in stock': CopyStatus.inLibrary,
  'in library': CopyStatus.inLibrary,
  'lent out': CopyStatus.borrowed,
  'on loan': CopyStatus.borrowed,
  'pre-borrowed': CopyStatus.preBorrowed,
  'abnormally lent': CopyStatus.abnormalBorrowed,
};

export function isFilterableStatus(code: number): code is FilterableStatus {
  return (FILTERABLE_STATUSES as readonly number[]).includes(code);
}

/** Status codes from the cookie's text; unknown labels and anything malformed are ignored. */
export function statusesFromCookie(text: string | null | undefined): FilterableStatus[] {
  if (!text) return [];
  let labels: unknown;
  try {
    labels = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(labels)) return [];
  const codes = new Set<FilterableStatus>();
  for (const label of labels) {
    const code = typeof label === 'string' ? CODE_OF_LABEL[label.trim().toLowerCase()] : undefined;
    if (code !== undefined) codes.add(code);
  }
  // Always in the offered order, so equal selections are equal lists (and query keys).
  return FILTERABLE_STATUSES.filter((code) => codes.has(code));
}

/** The cookie's text for a selection. */
export function cookieFromStatuses(codes: readonly number[]): string {
  return JSON.stringify(
    FILTERABLE_STATUSES.filter((code) => codes.includes(code)).map((code) => COOKIE_LABEL[code]),
  );
}

export function readAssetStatuses(): FilterableStatus[] {
  return statusesFromCookie(readCookie(ASSET_STATUS_COOKIE));
}

/** An empty selection removes the cookie: no filter is the default. */
export function writeAssetStatuses(codes: readonly number[]): void {
  const kept = codes.filter(isFilterableStatus);
  writeCookie(ASSET_STATUS_COOKIE, kept.length ? cookieFromStatuses(kept) : null);
}
