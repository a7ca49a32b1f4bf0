/**
 * Pages of a reader's lists: which page to read, whose it is, and the envelope of the answer.
 */
import { count } from 'drizzle-orm';
import type { Page } from '../../../src/core/api/contract';

/** Which page to read: 1-based index and size (already bounded by the route's schema). */
export interface PageSpec {
  index: number;
  pagesize: number;
}

export interface ReaderScope {
  orgId: number;
  readerId: number;
}

export const offsetOf = ({ index, pagesize }: PageSpec) => (index - 1) * pagesize;

export function pageOf<T>(spec: PageSpec, total: number, list: T[]): Page<T> {
  return { total, index: spec.index, pagesize: spec.pagesize, list };
}

export const countNumber = () => count().mapWith(Number);

/**
 * A page of a reader's list from the caller's two queries on the same filter: the count, and
 * the rows for a limit and offset, mapped to the contract's items.
 */
export async function readPage<Row, Item>(
  spec: PageSpec,
  total: PromiseLike<{ n: number }[]>,
  rows: (limit: number, offset: number) => PromiseLike<Row[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [totals] = await total;
  const list = await rows(spec.pagesize, offsetOf(spec));
  return pageOf(spec, totals?.n ?? 0, list.map(toItem));
}
