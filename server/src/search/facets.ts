import { and, eq, inArray, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CopyStatus, type FacetFilters, type FacetName } from '../../../src/core/api/contract';
import { book, bookCopy } from '../db/schema';

/**
 * Facet filters of a search. A book-level facet (asset type, category, publisher, year,
 * language) is a property of the record; location and status are properties of copies, so
 * they narrow together: "status 3 at location 5" is a copy that is in the library *at* that
 * location. Without a status (from the status facet or the `assetstatuses` filter), a copy
 * counts for its location only while it is held (not lost, weeded, removed or sold).
 *
 * The same conditions serve the result page (on `book` and `book_copy`) and the facet counts
 * (facet-counts.ts, on the statement's CTEs `m`, the matching books, and `c`, their copies).
 */

export const TOP_VALUES = 20;
/** Copies that no longer count as holdings. */
export const GONE_STATUSES: number[] = [
  CopyStatus.lost,
  CopyStatus.weeded,
  CopyStatus.removed,
  CopyStatus.sold,
];

export const BOOK_FACETS = ['assettype', 'category', 'publisher', 'year', 'language'] as const;
export type BookFacet = (typeof BOOK_FACETS)[number];

/** The record columns the book-level filters read, from `book` or from the CTE `m`. */
export interface RecordColumns {
  assetType: SQLWrapper;
  categoryCode: SQLWrapper;
  publisher: SQLWrapper;
  publishYear: SQLWrapper;
  language: SQLWrapper;
}
const bookColumns: RecordColumns = book;
export const m = (column: string) => sql.raw(`m.${column}`);
export const cteColumns: RecordColumns = {
  assetType: m('asset_type'),
  categoryCode: m('category_code'),
  publisher: m('publisher'),
  publishYear: m('publish_year'),
  language: m('language'),
};

export interface SearchNarrowing {
  orgId: number;
  /** Facet selections, values as the facets send them ('' is "not recorded"). */
  filters: FacetFilters;
  /** Only books with a copy in one of these statuses (the libyunStatus filter). */
  statuses: number[];
}

const inList = (expr: SQLWrapper, values: (string | number)[]) =>
  sql`${expr} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
const isBlank = (expr: SQLWrapper) => sql`(${expr} is null or ${expr} = '')`;

/** The selected values of a facet, deduplicated; undefined when nothing is selected. */
export function selected(filters: FacetFilters, facet: FacetName): string[] | undefined {
  const values = filters[facet];
  return values && values.length > 0 ? [...new Set(values)] : undefined;
}

/** An integer column among `values` ('' is null; the schema admits digits only). */
function integerIn(expr: SQLWrapper, values: string[]): SQL {
  const numbers = values.filter((value) => value !== '').map(Number);
  return or(
    numbers.length > 0 ? inList(expr, numbers) : undefined,
    values.includes('') ? sql`${expr} is null` : undefined,
  ) as SQL;
}

function textIn(expr: SQLWrapper, values: string[]): SQL {
  const texts = values.filter((value) => value !== '');
  return or(
    texts.length > 0 ? inList(expr, texts) : undefined,
    values.includes('') ? isBlank(expr) : undefined,
  ) as SQL;
}

/** A category value is a CLC code prefix: "I" (class letter), "I24", "I247.5". */
export const categoryPrefix = (expr: SQLWrapper, value: string) =>
  sql`starts_with(${expr}, ${value})`;

function bookFacetCondition(facet: BookFacet, values: string[], columns: RecordColumns): SQL {
  switch (facet) {
    case 'assettype':
      return integerIn(columns.assetType, values);
    case 'year':
      return integerIn(columns.publishYear, values);
    case 'publisher':
      return textIn(columns.publisher, values);
    case 'language':
      return textIn(columns.language, values);
    case 'category':
      return or(
        ...values.map((value) =>
          value === ''
            ? isBlank(columns.categoryCode)
            : categoryPrefix(columns.categoryCode, value),
        ),
      ) as SQL;
  }
}

/** The book-level selections, except `skip`'s. */
export function bookConditions(
  filters: FacetFilters,
  columns: RecordColumns,
  skip?: FacetName,
): SQL[] {
  const conditions: SQL[] = [];
  for (const facet of BOOK_FACETS) {
    const values = facet === skip ? undefined : selected(filters, facet);
    if (values) conditions.push(bookFacetCondition(facet, values, columns));
  }
  return conditions;
}

/** The copy columns the copy-level filters read, from `book_copy` or from the CTE `c`. */
interface CopyColumns {
  locationId: SQLWrapper;
  status: SQLWrapper;
}
export const pairColumns: CopyColumns = {
  locationId: sql.raw('c.location_id'),
  status: sql.raw('c.status'),
};

/**
 * Conditions on a copy for the copy-level selections, except `skip`'s. With no status
 * constraint, `heldByDefault` keeps only copies that still count as holdings.
 */
export function copyConditions(
  narrowing: SearchNarrowing,
  columns: CopyColumns,
  skip: 'location' | 'status' | undefined,
  heldByDefault: boolean,
): SQL[] {
  const conditions: SQL[] = [];
  const locations = skip === 'location' ? undefined : selected(narrowing.filters, 'location');
  const statuses = skip === 'status' ? undefined : selected(narrowing.filters, 'status');
  if (locations) conditions.push(integerIn(columns.locationId, locations));
  if (statuses) conditions.push(integerIn(columns.status, statuses));
  // `assetstatuses` is the reader's status selection too (the libyunStatus filter): the status
  // facet counts without it, like every facet without its own selection.
  const statusFilter = skip === 'status' ? [] : narrowing.statuses;
  if (statusFilter.length > 0) conditions.push(inArray(columns.status, statusFilter));
  if (heldByDefault && !statuses && statusFilter.length === 0) {
    conditions.push(notInArray(columns.status, GONE_STATUSES));
  }
  return conditions;
}

export const hasCopyNarrowing = (narrowing: SearchNarrowing) =>
  !!selected(narrowing.filters, 'location') ||
  !!selected(narrowing.filters, 'status') ||
  narrowing.statuses.length > 0;

/** Books with a copy meeting every copy-level selection; undefined when none is made. */
function copyExists(narrowing: SearchNarrowing, bookId: SQLWrapper): SQL | undefined {
  if (!hasCopyNarrowing(narrowing)) return undefined;
  const conditions = and(
    eq(bookCopy.organizationId, narrowing.orgId),
    ...copyConditions(narrowing, bookCopy, undefined, true),
  );
  // Correlated: the planner turns it into a semi-join (hashed, or probing book_copy_book,
  // which covers these columns, as it sees fit). An uncorrelated `id in (select …)` is a
  // hashed subplan only while every qualifying copy fits in work_mem — with half a million
  // copies in stock it was rescanned for each book: 11 minutes for one search at 1,000,000
  // copies.
  return sql`exists (select 1 from ${bookCopy} where ${bookCopy.bookId} = ${bookId} and ${conditions})`;
}

/** Every selection as conditions on `book`, for the result page and its total. */
export function narrowingConditions(narrowing: SearchNarrowing): SQL[] {
  const conditions = bookConditions(narrowing.filters, bookColumns);
  const copies = copyExists(narrowing, book.id);
  if (copies) conditions.push(copies);
  return conditions;
}

/** The counts of every facet: values and counts, no labels (facet-labels.ts adds them). */
export type FacetCounts = Record<FacetName, { value: string; count: number }[]>;
