/** Starting a payment: a fine payment, the deposit or a balance recharge, online or in cash. */
import { and } from 'drizzle-orm';
import type { TradeType } from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { isPaying, ofTypes, readerTransactions, unpaidFines } from '../../queries/money';
import { paymentMethods, sum, type PaymentsCore } from './core';
import { writeBillOnce, type LockedReader } from './once-per-key';
import { present } from './present';
import type { Describe, PaymentRefused, StartInput, StartOutcome } from './types';

export async function startPayment(
  core: PaymentsCore,
  input: StartInput,
  describe: Describe,
): Promise<StartOutcome> {
  // Refused, not charged: a method the gateway lacks or the library switched off (a page
  // loaded before the change still offers it).
  const methods = await paymentMethods(core, input.orgId);
  if (!methods.includes(input.method)) return { refused: 'methodUnavailable' };
  const fineIds =
    input.fineIds === undefined || input.fineIds === 'all'
      ? (input.fineIds ?? null)
      : [...new Set(input.fineIds)].sort((a, b) => a - b);
  const asks = [input.tradeType, input.method, input.amountFen, fineIds, input.returnUrl];
  const outcome = await writeBillOnce(core, { ...input, asks }, async (tx, me) => {
    const subject = await checkSubject(tx, input, fineIds, me);
    if ('refused' in subject) return subject;
    const cash = input.method === 'cash';
    return {
      tradeType: input.tradeType,
      method: input.method,
      amountFen: input.amountFen,
      gateway: cash ? 'desk' : (core.gateway?.name ?? 'desk'),
      returnUrl: input.returnUrl,
      expiresAt: new Date(Date.now() + (cash ? core.cashTtlMs : core.onlineTtlMs)),
      fines: subject.fines,
    };
  });
  if ('refused' in outcome) return outcome;
  return present(core, outcome.billId, describe);
}

/** Whether what the reader asks to pay is due, at this amount, and not being paid already. */
async function checkSubject(
  tx: Database,
  input: StartInput,
  fineIds: number[] | 'all' | null,
  me: LockedReader,
): Promise<{ fines?: { id: number; amount: number }[] } | PaymentRefused> {
  const paying = (types: TradeType[]) =>
    readerTransactions(tx, input.orgId, input.readerId, and(isPaying, ofTypes(types)), 1);
  switch (input.tradeType) {
    case 'finePayment': {
      const ids = fineIds === null || fineIds === 'all' ? undefined : fineIds;
      const fines = await unpaidFines(tx, input.readerId, ids);
      const due = sum(fines.map((f) => f.amount));
      if (due <= 0) return { refused: 'nothingDue' };
      const held = fines.find((f) => f.payingorderno !== null);
      if (held?.payingorderno) return { refused: 'inProgress', orderNo: held.payingorderno };
      // A fine shown on the page was paid or removed since, or one accrued: the page is stale.
      if ((ids && fines.length !== ids.length) || due !== input.amountFen) {
        return { refused: 'amountChanged', amountFen: due };
      }
      return { fines: fines.map((f) => ({ id: f.id, amount: f.amount })) };
    }
    case 'depositPayment': {
      if (me.depositFen > 0) return { refused: 'depositPaid' };
      if (me.requiredDepositFen <= 0) return { refused: 'depositNotRequired' };
      const [other] = await paying(['depositPayment', 'depositRefund']);
      if (other) return { refused: 'inProgress', orderNo: other.orderNo };
      if (input.amountFen !== me.requiredDepositFen) {
        return { refused: 'amountChanged', amountFen: me.requiredDepositFen };
      }
      return {};
    }
    case 'balanceRecharge': {
      const [other] = await paying(['balanceRecharge']);
      if (other) return { refused: 'inProgress', orderNo: other.orderNo };
      return {};
    }
  }
}
