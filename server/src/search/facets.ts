import {
  and,
  count,
  eq,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  CopyStatus,
  FACET_NAMES,
  type FacetFilters,
  type FacetName,
  type FacetValue,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookCopy, bookKind, libraryLocation } from '../db/schema';
import { translate, type Lang } from '../http/messages';
import { searchMessages } from '../http/messages.search';

/**
 * Facet filters and facet counts of a search (issue #4). A book-level facet (asset type,
 * category, publisher, year, language) is a property of the record; location and status are
 * properties of copies, so they narrow together: "status 3 at location 5" is a copy that is
 * in the library *at* that location. Without a status (from the status facet or the
 * `assetstatuses` filter), a copy counts for its location only while it is held (not lost,
 * weeded, removed or sold).
 *
 * Counts are multi-select facet counts: each facet's values are counted with every *other*
 * facet's selection applied and not its own, so the count beside a value is the total the
 * search has when that value is (also) selected. Values counted 0 are left out unless
 * selected; each facet shows its TOP_VALUES values by count, plus any selected ones.
 *
 * All counts come from one statement: the matching books are materialised once (CTE `m`,
 * with a flag for the copy-level filters), then every facet is a GROUP BY over `m` (copy
 * facets join book_copy), and a window keeps each facet's top values.
 */

export const TOP_VALUES = 20;
/** Copies that no longer count as holdings. */
export const GONE_STATUSES: number[] = [
  CopyStatus.lost,
  CopyStatus.weeded,
  CopyStatus.removed,
  CopyStatus.sold,
];

const BOOK_FACETS = ['assettype', 'category', 'publisher', 'year', 'language'] as const;
type BookFacet = (typeof BOOK_FACETS)[number];

/** The record columns the book-level filters read, from `book` or from the CTE `m`. */
interface RecordColumns {
  assetType: SQLWrapper;
  categoryCode: SQLWrapper;
  publisher: SQLWrapper;
  publishYear: SQLWrapper;
  language: SQLWrapper;
}
const bookColumns: RecordColumns = book;
const m = (column: string) => sql.raw(`m.${column}`);
const cteColumns: RecordColumns = {
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
function selected(filters: FacetFilters, facet: FacetName): string[] | undefined {
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
const categoryPrefix = (expr: SQLWrapper, value: string) => sql`starts_with(${expr}, ${value})`;

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
function bookConditions(filters: FacetFilters, columns: RecordColumns, skip?: FacetName): SQL[] {
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
const pairColumns: CopyColumns = {
  locationId: sql.raw('c.location_id'),
  status: sql.raw('c.status'),
};

/**
 * Conditions on a copy for the copy-level selections, except `skip`'s. With no status
 * constraint, `heldByDefault` keeps only copies that still count as holdings.
 */
function copyConditions(
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

const hasCopyNarrowing = (narrowing: SearchNarrowing) =>
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
  // Correlated: in a WHERE clause the planner turns it into a semi-join (hashed or probing
  // book_copy's book_id index, as it sees fit); in countMatches' select list it is an index
  // probe per matching book. An uncorrelated `id in (select …)` there is a hashed subplan
  // only while every qualifying copy fits in work_mem — with half a million copies in stock
  // it was rescanned for each book: 11 minutes for one search at 1,000,000 copies.
  return sql`exists (select 1 from ${bookCopy} where ${bookCopy.bookId} = ${bookId} and ${conditions})`;
}

/** Every selection as conditions on `book`, for the result page and its total. */
export function narrowingConditions(narrowing: SearchNarrowing): SQL[] {
  const conditions = bookConditions(narrowing.filters, bookColumns);
  const copies = copyExists(narrowing, book.id);
  if (copies) conditions.push(copies);
  return conditions;
}

export type FacetCounts = Record<FacetName, { value: string; count: number }[]>;

const all = (conditions: SQL[]) =>
  conditions.length > 0 ? (and(...conditions) as SQL) : sql`true`;

/** SQL of a book-level facet's value, from `m`. */
const VALUE_OF: Record<BookFacet, SQL> = {
  assettype: sql`m.asset_type::text`,
  category: sql`coalesce(left(m.category_code, 1), '')`,
  publisher: sql`coalesce(m.publisher, '')`,
  year: sql`coalesce(m.publish_year::text, '')`,
  language: sql`coalesce(m.language, '')`,
};

/** Up to this many matching books (the planner's estimate), counts are exact. */
export const EXACT_COUNT_LIMIT = 5_000;
/** About how many matching books a sample holds. */
export const SAMPLE_MATCHES = 2_000;
/** A sample that read fewer matching books (the estimate was far off) is counted exactly. */
const MIN_SAMPLE_MATCHES = 500;

export interface CountedFacets {
  total: number;
  facets: FacetCounts;
  /** The total and the counts are estimates from a sample of the catalogue. */
  estimated: boolean;
}

/** Rounded to two significant digits, as an estimate should be shown (80,954 → 81,000). */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.max(1, Math.round(value));
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/** The planner's estimate of the rows `where` selects from book (EXPLAIN, nothing is run). */
export async function estimateRows(db: Database, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${book} where ${where ?? sql`true`}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The total and the facet counts of the books matching `where` (organisation and query)
 * narrowed by `narrowing`. The total equals the result page's total.
 *
 * Exact counts walk every matching book and its copies: 2.5 s for the whole of a
 * 1,000,000-copy catalogue, 0.5–1 s for "the" or 史 in it. So, like the large engines ("about
 * 81,000 results"; Evergreen's estimated hit counts), a search the planner expects to match
 * more than EXACT_COUNT_LIMIT books is counted on a sample — whole pages of the book table
 * (TABLESAMPLE SYSTEM, the same pages every time), sized for about SAMPLE_MATCHES matches —
 * and the counts are scaled up, rounded to two significant digits and marked `estimated`.
 * Facet values are still every value the sample holds, in the order of their counts.
 */
export async function countFacets(
  db: Database,
  where: SQL | undefined,
  narrowing: SearchNarrowing,
): Promise<CountedFacets> {
  // The work is over every book matching the search; facet selections are applied inside.
  const expected = await expectedMatches(db, where);
  if (expected > EXACT_COUNT_LIMIT) {
    const sample = sampleFor(expected);
    const sampled = await countMatches(db, where, narrowing, sample);
    if (sampled.read >= MIN_SAMPLE_MATCHES) {
      const scale = (count: number) => roundEstimate(count * sample.scale);
      const facets = Object.fromEntries(
        Object.entries(sampled.facets).map(([facet, values]) => [
          facet,
          values.map(({ value, count }) => ({ value, count: count === 0 ? 0 : scale(count) })),
        ]),
      ) as FacetCounts;
      return { total: scale(sampled.total), facets, estimated: true };
    }
  }
  const { total, facets } = await countMatches(db, where, narrowing);
  return { total, facets, estimated: false };
}

/**
 * About how many books `where` matches: the planner's estimate, checked by a count stopped
 * after EXACT_COUNT_LIMIT when the estimate is near enough that it may be wrong (estimates of
 * CJK bigram queries are off by several times: 历史, estimated under 5,000, matches 16,000).
 */
async function expectedMatches(db: Database, where: SQL | undefined): Promise<number> {
  const estimate = await estimateRows(db, where);
  if (estimate > EXACT_COUNT_LIMIT || estimate < EXACT_COUNT_LIMIT / 10) return estimate;
  const first = db
    .select({ one: sql`1` })
    .from(book)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('first');
  const [row] = await db.select({ n: count().mapWith(Number) }).from(first);
  return row?.n ?? 0;
}

/** Which books a sample counts, and what a counted book stands for. */
interface Sample {
  /** FROM and an extra condition that pick the sample. */
  from: SQL;
  condition: SQL | undefined;
  scale: number;
}

/** Above this share of the table, reading sampled pages costs more than the matches. */
const MAX_PAGE_SAMPLE_PERCENT = 10;

/**
 * A sample of about SAMPLE_MATCHES of `expected` matching books, the same books every time
 * (paging through a result keeps its counts). A search matching much of the catalogue
 * reads a few percent of the table's pages (TABLESAMPLE SYSTEM … REPEATABLE). One matching
 * fewer (under 20,000: the sample would be over MAX_PAGE_SAMPLE_PERCENT of the pages) finds
 * its matches through the search indexes and counts every k-th of them by id — reading a
 * third of the table's pages would cost more than reading the matches.
 */
function sampleFor(expected: number): Sample {
  const percent = (100 * SAMPLE_MATCHES) / expected;
  if (percent <= MAX_PAGE_SAMPLE_PERCENT) {
    return {
      from: sql`${book} tablesample system (${sql.raw(percent.toFixed(6))}) repeatable (1)`,
      condition: undefined,
      scale: 100 / percent,
    };
  }
  const every = Math.ceil(expected / SAMPLE_MATCHES);
  return { from: sql`${book}`, condition: sql`${book.id} % ${every} = 0`, scale: every };
}

/** The counts of every matching book, or of a sample of them. */
async function countMatches(
  db: Database,
  where: SQL | undefined,
  narrowing: SearchNarrowing,
  sample?: Sample,
): Promise<{ total: number; facets: FacetCounts; read: number }> {
  const { filters } = narrowing;
  const books = sample?.from ?? sql`${book}`;
  const inSample = and(where, sample?.condition);
  const copyOk = copyExists(narrowing, book.id) ?? sql`true`;
  const inCte = (skip?: FacetName) => all(bookConditions(filters, cteColumns, skip));
  // One pass counts the total and every facet nothing is selected in (they all count under
  // every selection): GROUPING SETS, the set a row belongs to told by grouping().
  const open = BOOK_FACETS.filter((facet) => !selected(filters, facet));
  const setName = sql.join(
    open.map((facet) => sql`when grouping(${VALUE_OF[facet]}) = 0 then ${sql.raw(`'${facet}'`)}`),
    sql` `,
  );
  const setValue = sql.join([...open.map((facet) => VALUE_OF[facet]), sql`''`], sql`, `);
  const sets = sql.join([...open.map((facet) => sql`(${VALUE_OF[facet]})`), sql`()`], sql`, `);
  const parts: SQL[] = [
    sql`select ${open.length > 0 ? sql`case ${setName} else 'total' end` : sql`'total'`}, coalesce(${setValue}), count(*)
      from m where ${inCte()} and m.copy_ok group by grouping sets (${sets})`,
    // The books the count read (before any selection): how large the sample was.
    sql`select 'read', '', count(*) from m`,
    // A facet with a selection counts without it.
    ...BOOK_FACETS.filter((facet) => !open.includes(facet)).map(
      (facet) =>
        sql`select ${sql.raw(`'${facet}'`)}, ${VALUE_OF[facet]}, count(*) from m where ${inCte(facet)} and m.copy_ok group by 2`,
    ),
    // Copy facets count books: from the distinct (book, location, status) of the matching
    // books' copies (CTE `c`), the distinct (book, value) pairs, grouped on integers.
    sql`select 'location', coalesce(location_id::text, ''), count(*) from (
        select distinct c.id, c.location_id from c
        where ${all(copyConditions(narrowing, pairColumns, 'location', true))}
      ) pairs group by location_id`,
    sql`select 'status', status::text, count(*) from (
        select distinct c.id, c.status from c
        where ${all(copyConditions(narrowing, pairColumns, 'status', false))}
      ) pairs group by status`,
  ];
  // A selected category finer than a class letter ("I24") is counted on its own.
  for (const value of selected(filters, 'category') ?? []) {
    if (value.length > 1) {
      parts.push(
        sql`select 'category', ${value}::text, count(*) from m where ${inCte('category')} and m.copy_ok and ${categoryPrefix(m('category_code'), value)}`,
      );
    }
  }
  const selectedKeys = FACET_NAMES.flatMap((facet) =>
    (selected(filters, facet) ?? []).map((value) => `${facet}\u0001${value}`),
  );
  const keep =
    selectedKeys.length > 0
      ? sql` or facet || chr(1) || value in (${sql.join(
          selectedKeys.map((key) => sql`${key}`),
          sql`, `,
        )})`
      : sql``;
  const result = (await db.execute(sql`
    with m as materialized (
      select ${book.id} as id, ${book.assetType} as asset_type, ${book.categoryCode} as category_code,
        ${book.publisher} as publisher, ${book.publishYear} as publish_year,
        ${book.language} as language, ${copyOk} as copy_ok
      from ${books} where ${inSample}
    ), c as materialized (
      select distinct m.id, ${bookCopy.locationId} as location_id, ${bookCopy.status} as status
      from m join ${bookCopy} on ${bookCopy.bookId} = m.id
      where ${inCte()} and ${bookCopy.organizationId} = ${narrowing.orgId}
    ), counted (facet, value, n) as (
      ${sql.join(parts, sql` union all `)}
    )
    select facet, value, n::int as n from (
      select facet, value, n, row_number() over (partition by facet order by n desc, value) as rn
      from counted
    ) ranked
    where rn <= ${TOP_VALUES} or facet in ('total', 'read')${keep}`)) as unknown as {
    rows: { facet: string; value: string; n: number }[];
  };

  let total = 0;
  let read = 0;
  const facets = Object.fromEntries(
    FACET_NAMES.map((facet) => [facet, []]),
  ) as unknown as FacetCounts;
  for (const row of result.rows) {
    if (row.facet === 'total') total = row.n;
    else if (row.facet === 'read') read = row.n;
    else facets[row.facet as FacetName].push({ value: row.value, count: row.n });
  }
  for (const facet of FACET_NAMES) {
    const chosen = selected(filters, facet) ?? [];
    const values = facets[facet].filter(
      ({ value }) =>
        facet !== 'status' ||
        !GONE_STATUSES.includes(Number(value)) ||
        chosen.includes(value) ||
        narrowing.statuses.includes(Number(value)),
    );
    for (const value of chosen) {
      if (!values.some((entry) => entry.value === value)) values.push({ value, count: 0 });
    }
    facets[facet] = values.sort((a, b) => b.count - a.count || compareText(a.value, b.value));
  }
  return { total, facets, read };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const languageNames = {
  zh: new Intl.DisplayNames(['zh'], { type: 'language', fallback: 'none' }),
  en: new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }),
};

function languageName(code: string, lang: Lang): string {
  try {
    return languageNames[lang].of(code) ?? code;
  } catch {
    // Not a well-formed language tag (catalogues hold anything): show it as it is.
    return code;
  }
}

/** A label from the search messages ("assetType1", "copyStatus3"), or the value itself. */
const messageLabel = (lang: Lang, key: string, fallback: string) =>
  key in searchMessages ? translate(lang, key as keyof typeof searchMessages) : fallback;

/**
 * The counts with their labels in `lang`: asset types and statuses from the server's
 * messages, categories from book_kind, locations from the organisation's rooms, languages
 * from Intl.DisplayNames; "" is "not recorded".
 */
export async function labelFacets(
  db: Database,
  orgId: number,
  lang: Lang,
  counts: FacetCounts,
): Promise<Record<FacetName, FacetValue[]>> {
  const categoryCodes = counts.category.map(({ value }) => value).filter(Boolean);
  const locationIds = counts.location.map(({ value }) => Number(value)).filter(Boolean);
  const [kinds, rooms] = await Promise.all([
    categoryCodes.length > 0
      ? db
          .select({ code: bookKind.code, zh: bookKind.nameZh, en: bookKind.nameEn })
          .from(bookKind)
          .where(inArray(bookKind.code, categoryCodes))
      : [],
    locationIds.length > 0
      ? db
          .select({ id: libraryLocation.id, name: libraryLocation.name })
          .from(libraryLocation)
          .where(
            and(
              eq(libraryLocation.organizationId, orgId),
              inArray(libraryLocation.id, locationIds),
            ),
          )
      : [],
  ]);
  const kindName = new Map(kinds.map((kind) => [kind.code, kind[lang]]));
  const roomName = new Map(rooms.map((room) => [String(room.id), room.name]));
  const notRecorded = translate(lang, 'facetNotRecorded');
  const label = (facet: FacetName, value: string): string => {
    if (value === '') return notRecorded;
    switch (facet) {
      case 'assettype':
        return messageLabel(lang, `assetType${value}`, value);
      case 'status':
        return messageLabel(lang, `copyStatus${value}`, value);
      case 'category':
        return kindName.get(value) ?? value;
      case 'location':
        return roomName.get(value) ?? value;
      case 'language':
        return languageName(value, lang);
      default:
        return value;
    }
  };
  return Object.fromEntries(
    FACET_NAMES.map((facet) => [
      facet,
      counts[facet].map(({ value, count }) => ({ value, label: label(facet, value), count })),
    ]),
  ) as Record<FacetName, FacetValue[]>;
}
