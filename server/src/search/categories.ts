import { count, eq } from 'drizzle-orm';
import type { BookKind } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookKind } from '../db/schema';
import type { Lang } from '../http/messages';

/**
 * The category tree (CLC, table book_kind) with the organisation's book counts: a class
 * counts every book whose category code starts with the class's code, so the counts of a
 * class's children add up to at most its own (books classed at the class itself, or below
 * it in a class the tree does not list, count only there). Classes come in code order. The
 * catalogue has few distinct codes, so counting is one GROUP BY plus prefix sums here.
 */
export async function bookKindTree(db: Database, orgId: number, lang: Lang): Promise<BookKind[]> {
  const [kinds, codes] = await Promise.all([
    db.select().from(bookKind).orderBy(bookKind.code),
    db
      .select({ code: book.categoryCode, n: count().mapWith(Number) })
      .from(book)
      .where(eq(book.organizationId, orgId))
      .groupBy(book.categoryCode),
  ]);
  const nodes = new Map<string, BookKind>();
  for (const kind of kinds) {
    let books = 0;
    for (const { code, n } of codes) if (code?.startsWith(kind.code)) books += n;
    nodes.set(kind.code, {
      code: kind.code,
      name: lang === 'en' ? kind.nameEn : kind.nameZh,
      count: books,
      children: [],
    });
  }
  const roots: BookKind[] = [];
  for (const kind of kinds) {
    const node = nodes.get(kind.code);
    const parent = kind.parentCode ? nodes.get(kind.parentCode) : undefined;
    if (!node) continue;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
