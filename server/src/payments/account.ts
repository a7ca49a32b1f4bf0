import type { AccountOverview } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import {
  heldDepositBill,
  isPaying,
  isUnposted,
  readerMoney,
  readerTransactions,
  toTransaction,
  unpaidFines,
} from '../queries/money';
import { refundRefusal, type Payments } from './service';

/**
 * The reader's money at a glance: unpaid fines with the amount due, the deposit (paid, asked,
 * refundable or why not), the balance, payments still paying and payments not posted. Paying
 * ones are brought up to date first, so an expired order does not show as paying.
 */
export async function accountOverview(
  db: Database,
  payments: Payments,
  orgId: number,
  readerId: number,
): Promise<AccountOverview | undefined> {
  await payments.refreshReader(orgId, readerId);
  const money = await readerMoney(db, orgId, readerId);
  if (!money) return undefined;
  const fines = await unpaidFines(db, readerId);
  const finesdue = fines.reduce((total, f) => total + f.amount, 0);
  const pending = await readerTransactions(db, orgId, readerId, isPaying);
  const unposted = await readerTransactions(db, orgId, readerId, isUnposted);
  const deposit = await heldDepositBill(db, readerId);
  return {
    fines,
    finesdue,
    deposit: {
      paid: money.depositFen,
      required: money.requiredDepositFen,
      method: money.depositFen > 0 ? (deposit?.method ?? null) : null,
      refundrefusal: refundRefusal({
        depositFen: money.depositFen,
        currentLoans: money.currentLoans,
        finesDueFen: finesdue,
        balanceFen: money.balanceFen,
        pending: pending.some(
          (row) => row.tradeType === 'depositPayment' || row.tradeType === 'depositRefund',
        ),
      }),
    },
    balance: money.balanceFen,
    pending: pending.map(toTransaction),
    unposted: unposted.map(toTransaction),
    methods: await payments.methods(orgId),
  };
}
