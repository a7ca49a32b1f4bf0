/**
 * Renewal at the desk: the scanned copy's loan, renewed by the same rules and the same code as
 * the reader's own renewal (circulation/renewal.ts), inside one transaction with its audit row.
 * The loan is found without a lock: renewLoans locks the reader and then the loan, the order
 * every other renewal uses, and checks again that the loan is still open.
 */
import type { RenewReason } from '../../../../src/core/api/contract';
import { renewLoans } from '../../circulation/renewal';
import type { Database } from '../../db/client';
import { writeAudit } from './audit';
import { lockCopy, openLoanOf, refuse, type DeskRefused, type DeskScope } from './common';

export interface Renewed {
  loanId: number;
}

export function renewCopy(
  db: Database,
  scope: DeskScope,
  barcode: string,
): Promise<Renewed | DeskRefused> {
  return db.transaction(async (tx): Promise<Renewed | DeskRefused> => {
    // Not locked: a lend locks the reader before the copy, renewLoans the reader first too.
    const copy = await lockCopy(tx, scope.orgId, barcode, false);
    if (!copy) return refuse('copyNotFound');
    const loan = await openLoanOf(tx, copy.id, false);
    if (!loan?.readerId) return refuse('notOnLoan');
    const [outcome] =
      (await renewLoans(tx, {
        orgId: scope.orgId,
        readerId: loan.readerId,
        borrowIds: [loan.id],
        now: scope.now,
        zone: scope.zone,
      })) ?? [];
    if (!outcome || outcome.reason === 'notFound') return refuse('notOnLoan');
    if (outcome.status === 'refused') {
      return refuse('renewRefused', outcome.reason satisfies RenewReason | null);
    }
    if (outcome.status === 'renewed') {
      await writeAudit(tx, scope, 'renew', copy.barcode, {
        readerId: loan.readerId,
        loanId: loan.id,
        before: { dueAt: loan.dueAt.toISOString(), renewals: loan.renewals },
        after: { dueAt: outcome.duetime, renewals: outcome.renewals },
      });
    }
    return { loanId: loan.id };
  });
}
