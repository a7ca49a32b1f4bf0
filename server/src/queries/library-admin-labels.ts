/**
 * Spine labels (LibraryAdminApi/Catalogue/Labels): the copies of the staff member's
 * organisation with these barcodes, their call numbers and their records' titles. Another
 * organisation's copies are never read (the condition starts with the organisation), so its
 * barcodes come back unknown like barcodes no copy has.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { LabelsResult } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookCopy, organization } from '../db/schema';

/** The labels of `barcodes` (unique, in the order given) and the ones no copy has. */
export async function copyLabels(
  db: Database,
  orgId: number,
  barcodes: readonly string[],
): Promise<LabelsResult> {
  const wanted = [...new Set(barcodes)];
  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, orgId));
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ barcode: bookCopy.barcode, callnumber: bookCopy.callNumber, title: book.title })
          .from(bookCopy)
          .innerJoin(book, eq(book.id, bookCopy.bookId))
          .where(and(eq(bookCopy.organizationId, orgId), inArray(bookCopy.barcode, wanted)));
  const found = new Map(rows.map((row) => [row.barcode, row]));
  return {
    library: org?.name ?? '',
    labels: wanted.flatMap((barcode) => found.get(barcode) ?? []),
    unknown: wanted.filter((barcode) => !found.has(barcode)),
  };
}
