import { and, sql, type SQL } from 'drizzle-orm';
import { FACET_NAMES, type FacetName } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import {
  GONE_STATUSES,
  narrowingConditions,
  selected,
  type FacetCounts,
  type SearchNarrowing,
} from './facets';
import { facetStatement, type CountRow } from './facet-statement';
import { EXACT_COUNT_LIMIT, estimateRows, sampleFor, type Sample } from './facet-sample';

/**
 * Facet counts of a search. They are multi-select facet counts: each facet's values are
 * counted with every *other* facet's selection applied and not its own, so the count beside a
 * value is the total the search has when that value is (also) selected. Values counted 0 are
 * left out unless selected; each facet shows its TOP_VALUES values by count, plus any
 * selected ones. All counts come from one statement (facet-statement.ts).
 */

/** A sample that read fewer matching books (the estimate was far off) is counted exactly. */
const MIN_SAMPLE_MATCHES = 500;
/**
 * Fewer books of the sample than this passing the selections: the result is small, and a
 * figure scaled from so few would be noise (30 counted: ±18%); it is counted exactly.
 */
const MIN_SAMPLED_TOTAL = 30;

export interface CountedFacets {
  total: number;
  facets: FacetCounts;
  /**
   * The total (and so the counts) are estimates from a sample. When false the total is exact;
   * the values of a facet with a selection (counted without it, over the broad search) may
   * still be rounded estimates.
   */
  estimated: boolean;
}

/**
 * Rounded to two significant digits, as an estimate should be shown (80,954 → 81,000). A
 * positive estimate is at least 1; none counted is 0 — never 1, which once told a filter that
 * matched nothing "about 1 result" beside an empty page.
 */
export function roundEstimate(value: number): number {
  if (value <= 0) return 0;
  if (value < 100) return Math.max(1, Math.round(value));
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

const scaleCounts = (facets: FacetCounts, scale: number) =>
  Object.fromEntries(
    FACET_NAMES.map((facet) => [
      facet,
      facets[facet].map(({ value, count }) => ({ value, count: roundEstimate(count * scale) })),
    ]),
  ) as FacetCounts;

/** Whether the facet has a selection (the `assetstatuses` filter is a status selection). */
const isNarrowed = (narrowing: SearchNarrowing, facet: FacetName) =>
  !!selected(narrowing.filters, facet) || (facet === 'status' && narrowing.statuses.length > 0);

type FacetValues = FacetCounts[FacetName];

/**
 * A facet with a selection, when the narrowed result was counted exactly: the selected values
 * from the exact count, the others from the sample. A book counted beside a selected value
 * passes every selection, so it is among the narrowed books the exact count read — except
 * for a status the `assetstatuses` filter leaves out, which the status facet counts without
 * that filter; then the status values all stay the sample's.
 */
function withExactSelected(
  narrowing: SearchNarrowing,
  facet: FacetName,
  sampled: FacetValues,
  exact: FacetValues,
): FacetValues {
  if (facet === 'status' && narrowing.statuses.length > 0) return sampled;
  const chosen = new Set(selected(narrowing.filters, facet));
  return [
    ...sampled.filter(({ value }) => !chosen.has(value)),
    ...exact.filter(({ value }) => chosen.has(value)),
  ].sort((a, b) => b.count - a.count || compareText(a.value, b.value));
}

/**
 * The total and the facet counts of the books matching `where` (organisation and query)
 * narrowed by `narrowing`. The total equals the result page's total.
 *
 * Exact counts walk every matching book and its copies: 2.5 s for the whole of a
 * 1,000,000-copy catalogue, 0.5–1 s for "the" or 史 in it. So, like the large engines ("about
 * 81,000 results"; Evergreen's estimated hit counts), a search matching more than
 * EXACT_COUNT_LIMIT books is counted on a sample of about SAMPLE_MATCHES of them, the same
 * every time (facet-sample.ts), and the counts are scaled up, rounded to two significant
 * digits and marked `estimated` — unless the selections leave few of the sample's books: then
 * the narrowed result is small, and it is counted exactly (its total, and every facet without
 * a selection), the facets with a selection keeping the sample's figures.
 *
 * Whether a search is that large: the planner's estimate, which is off by several times for
 * CJK bigram queries (历史: estimated under 5,000, matches 16,000). A search estimated within
 * the limit is counted exactly by a statement that stops reading matches past the limit; only
 * when it reached the limit is the search sampled — no separate count of the matches first.
 */
export async function countFacets(
  db: Database,
  where: SQL | undefined,
  narrowing: SearchNarrowing,
): Promise<CountedFacets> {
  // The work is over every book matching the search; facet selections are applied inside.
  const estimate = await estimateRows(db, where);
  if (estimate <= EXACT_COUNT_LIMIT) {
    const exact = await countMatches(db, where, narrowing, { limit: EXACT_COUNT_LIMIT + 1 });
    if (exact.read <= EXACT_COUNT_LIMIT) {
      return { total: exact.total, facets: exact.facets, estimated: false };
    }
  }
  const sample = await sampleFor(db, Math.max(estimate, EXACT_COUNT_LIMIT + 1));
  const sampled = await countMatches(db, where, narrowing, { sample });
  if (sampled.read < MIN_SAMPLE_MATCHES) {
    // The estimate was far off (or the sample unlucky): every match, counted.
    const { total, facets } = await countMatches(db, where, narrowing);
    return { total, facets, estimated: false };
  }
  const facets = scaleCounts(sampled.facets, sample.scale);
  if (sampled.total >= MIN_SAMPLED_TOTAL) {
    return { total: roundEstimate(sampled.total * sample.scale), facets, estimated: true };
  }
  const narrowed = and(where, ...narrowingConditions(narrowing));
  const exact = await countMatches(db, narrowed, narrowing);
  for (const facet of FACET_NAMES) {
    facets[facet] = isNarrowed(narrowing, facet)
      ? withExactSelected(narrowing, facet, facets[facet], exact.facets[facet])
      : exact.facets[facet];
  }
  return { total: exact.total, facets, estimated: false };
}

/**
 * The counts of every matching book, of a sample of them, or of the first `limit` found (then
 * `read` tells whether that was all of them).
 */
async function countMatches(
  db: Database,
  where: SQL | undefined,
  narrowing: SearchNarrowing,
  { sample, limit }: { sample?: Sample; limit?: number } = {},
): Promise<{ total: number; facets: FacetCounts; read: number }> {
  const { filters } = narrowing;
  const keepKeys = FACET_NAMES.flatMap((facet) =>
    (selected(filters, facet) ?? []).map((value) => `${facet}\u0001${value}`),
  );
  const statement = facetStatement(narrowing, {
    from: sample?.from ?? sql`${book}`,
    where: and(where, sample?.condition),
    limit,
    keepKeys,
  });
  const result = (await db.execute(statement)) as unknown as { rows: CountRow[] };

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
