import { and, sql, type SQL } from 'drizzle-orm';
import type { FacetName } from '../../../src/core/api/contract';
import { book, bookCopy } from '../db/schema';
import {
  BOOK_FACETS,
  TOP_VALUES,
  bookConditions,
  categoryPrefix,
  copyConditions,
  cteColumns,
  hasCopyNarrowing,
  m,
  pairColumns,
  selected,
  type BookFacet,
  type SearchNarrowing,
} from './facets';

/**
 * The one statement that counts a search's total and every facet (facet-counts.ts): the
 * matching books materialised once (CTE `m`), their copies once (CTE `c`: one probe of
 * book_copy_book per book, an index-only scan since that index carries the columns read),
 * then every facet a GROUP BY over them, and a window keeping each facet's top values.
 */

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

export interface CountRow {
  facet: string;
  value: string;
  n: number;
}

/**
 * The facet statement. With copy selections, `c` holds the copies of every matching book,
 * and a book passes them when one of its copies meets them all (CTE `ok`) — one probe of the
 * copies per book, where a correlated EXISTS beside `c` made two. Without, `c` holds only the
 * copies of books passing the book-level selections (all the facets need).
 */
export function facetStatement(
  narrowing: SearchNarrowing,
  { from, where, limit, keepKeys }: { from: SQL; where?: SQL; limit?: number; keepKeys: string[] },
): SQL {
  const { filters } = narrowing;
  const inCte = (skip?: FacetName) => all(bookConditions(filters, cteColumns, skip));
  const copyNarrowed = hasCopyNarrowing(narrowing);
  const passes = copyNarrowed ? sql`m.id in (select id from ok)` : sql`true`;
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
      from m where ${inCte()} and ${passes} group by grouping sets (${sets})`,
    // The books the count read (before any selection): how large the sample was.
    sql`select 'read', '', count(*) from m`,
    // A facet with a selection counts without it.
    ...BOOK_FACETS.filter((facet) => !open.includes(facet)).map(
      (facet) =>
        sql`select ${sql.raw(`'${facet}'`)}, ${VALUE_OF[facet]}, count(*) from m where ${inCte(facet)} and ${passes} group by 2`,
    ),
    // Copy facets count books: from the distinct (book, location, status) of the matching
    // books' copies (CTE `c`), the distinct (book, value) pairs, grouped on integers.
    sql`select 'location', coalesce(location_id::text, ''), count(*) from (
        select distinct c.id, c.location_id from c
        where c.book_ok and ${all(copyConditions(narrowing, pairColumns, 'location', true))}
      ) pairs group by location_id`,
    sql`select 'status', status::text, count(*) from (
        select distinct c.id, c.status from c
        where c.book_ok and ${all(copyConditions(narrowing, pairColumns, 'status', false))}
      ) pairs group by status`,
  ];
  // A selected category finer than a class letter ("I24") is counted on its own.
  for (const value of selected(filters, 'category') ?? []) {
    if (value.length > 1) {
      parts.push(
        sql`select 'category', ${value}::text, count(*) from m where ${inCte('category')} and ${passes} and ${categoryPrefix(m('category_code'), value)}`,
      );
    }
  }
  const keep =
    keepKeys.length > 0
      ? sql` or facet || chr(1) || value in (${sql.join(
          keepKeys.map((key) => sql`${key}`),
          sql`, `,
        )})`
      : sql``;
  const ok = copyNarrowed
    ? sql`, ok as materialized (
        select distinct c.id from c where ${all(copyConditions(narrowing, pairColumns, undefined, true))}
      )`
    : sql``;
  return sql`
    with m as materialized (
      select ${book.id} as id, ${book.assetType} as asset_type, ${book.categoryCode} as category_code,
        ${book.publisher} as publisher, ${book.publishYear} as publish_year, ${book.language} as language
      from ${from} where ${where ?? sql`true`}${limit === undefined ? sql`` : sql` limit ${limit}`}
    ), c as materialized (
      select distinct m.id, ${bookCopy.locationId} as location_id, ${bookCopy.status} as status,
        ${inCte()} as book_ok
      from m join ${bookCopy} on ${bookCopy.bookId} = m.id
      where ${bookCopy.organizationId} = ${narrowing.orgId}${copyNarrowed ? sql`` : sql` and ${inCte()}`}
    )${ok}, counted (facet, value, n) as (
      ${sql.join(parts, sql` union all `)}
    )
    select facet, value, n::int as n from (
      select facet, value, n, row_number() over (partition by facet order by n desc, value) as rn
      from counted
    ) ranked
    where rn <= ${TOP_VALUES} or facet in ('total', 'read')${keep}`;
}
