/**
 * A copy's status changed by a librarian: withdrawn (weeded), lost, damaged, or found again
 * (back in library). The statuses are the product's (docs/product-rules.md, "Copy statuses"):
 * a copy on loan, or held on the pickup shelf for a reservation, keeps its status until it
 * comes back or the hold ends — withdrawing it would leave a loan or a reservation pointing at
 * a copy the library no longer has. Removed and sold copies have left for good.
 *
 * Locking: the copy's row (as the desk takes it), then its open loan, so a status change and
 * a lend of the same copy run one after the other and the second sees the first. The change
 * and its audit row (status before and after, the note) commit together.
 */
import { eq } from 'drizzle-orm';
import {
  CopyStatus,
  type CatalogueRefusal,
  type CopyStatusChange,
  type CopyStatusCode,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { bookCopy } from '../../db/schema';
import { writeAudit } from '../library-admin/audit';
import { lockCopy, openLoanOf, type DeskScope } from '../library-admin/common';

export interface CatalogueRefused {
  refused: CatalogueRefusal;
  detail: string | null;
}

export const refuseCatalogue = (refused: CatalogueRefusal, detail: string | null = null) =>
  ({ refused, detail }) satisfies CatalogueRefused;

/** The status each change leads to. */
export const STATUS_OF_CHANGE = {
  withdraw: CopyStatus.weeded,
  lost: CopyStatus.lost,
  damaged: CopyStatus.damaged,
  found: CopyStatus.inLibrary,
} as const satisfies Record<CopyStatusChange, CopyStatusCode>;

/** Statuses "found" brings back to the shelf: missing, broken, or withdrawn by mistake. */
const MISSING: number[] = [CopyStatus.lost, CopyStatus.damaged, CopyStatus.weeded];
const GONE: number[] = [CopyStatus.removed, CopyStatus.sold];
const ON_LOAN: number[] = [CopyStatus.borrowed, CopyStatus.abnormalBorrowed];

export interface CopyStatusChanged {
  barcode: string;
  before: CopyStatusCode;
  after: CopyStatusCode;
}

export function changeCopyStatus(
  db: Database,
  scope: DeskScope,
  change: { barcode: string; status: CopyStatusChange; note: string | null },
): Promise<CopyStatusChanged | CatalogueRefused> {
  return db.transaction(async (tx) => {
    const copy = await lockCopy(tx, scope.orgId, change.barcode);
    if (!copy) return refuseCatalogue('copyNotFound');
    const before = copy.status;
    const after = STATUS_OF_CHANGE[change.status];
    if (GONE.includes(before)) return refuseCatalogue('copyGone');
    const loan = await openLoanOf(tx, copy.id, true);
    if (change.status === 'found') {
      if (!MISSING.includes(before)) return refuseCatalogue('notMissing');
    } else {
      if (loan || ON_LOAN.includes(before)) {
        return refuseCatalogue('copyOnLoan', loan ? loan.dueAt.toISOString() : null);
      }
      if (before === CopyStatus.preBorrowed) return refuseCatalogue('copyHeld');
      if (before === after) return refuseCatalogue('sameStatus');
    }
    await tx.update(bookCopy).set({ status: after }).where(eq(bookCopy.id, copy.id));
    await writeAudit(tx, scope, 'copyStatus', copy.barcode, {
      copyId: copy.id,
      bookId: copy.bookId,
      change: change.status,
      before,
      after,
      note: change.note,
    });
    return { barcode: copy.barcode, before: before as CopyStatusCode, after };
  });
}
