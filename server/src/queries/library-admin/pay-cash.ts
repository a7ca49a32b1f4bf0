/**
 * Fines paid in cash at the desk. The money goes through the payment service exactly as an
 * online payment does (payments/service/): a cash bill is started for the chosen fines —
 * with the service's guards: the reader's row locked, fines another payment holds refused
 * (inProgress), fines paid already refused (nothingDue), the amount checked against what is
 * due now — and then settled by the desk, the same settlement `npm run desk settle` makes for a
 * cash bill a reader started online. So the reader's bill and transactions show it like any
 * payment, and a second PayCash of the same fines is refused and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DeskPayCashResult } from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { reader } from '../../db/schema';
import type { Describe, PaymentRefused, Payments } from '../../payments/service';
import { unpaidFines } from '../money';
import { writeAudit } from './audit';
import { readerByCode, refuse, yuan, type DeskRefused, type DeskScope } from './common';

/** A refusal of the payment service, kept whole so the route can word it. */
export interface PayCashRefused extends DeskRefused {
  payment?: PaymentRefused;
}

export async function payCash(
  db: Database,
  payments: Payments,
  scope: DeskScope,
  input: { readercode: string; fineIds: number[]; describe: Describe },
): Promise<DeskPayCashResult | PayCashRefused> {
  const [who] = await db
    .select({ id: reader.id })
    .from(reader)
    .where(readerByCode(scope.orgId, input.readercode));
  if (!who) return refuse('readerNotFound');
  const fineIds = [...new Set(input.fineIds)];
  const due = await unpaidFines(db, who.id, fineIds);
  const amountFen = due.reduce((sum, item) => sum + item.amount, 0);
  const started = await payments.start(
    {
      orgId: scope.orgId,
      readerId: who.id,
      tradeType: 'finePayment',
      method: 'cash',
      amountFen,
      fineIds,
      // Each desk payment is a new one: the guards, not the key, stop a second of the same.
      key: `desk-${randomUUID()}`,
      returnUrl: null,
    },
    input.describe,
  );
  if (!('start' in started)) {
    return { ...refuse('paymentRefused', started.refused), payment: started };
  }
  const orderNo = started.start.transaction.orderno;
  const [staff] = await db
    .select({ code: reader.readercode })
    .from(reader)
    .where(eq(reader.id, scope.staffId));
  const settled = await payments.deskSettle(scope.orgId, orderNo, `desk ${staff?.code ?? ''}`);
  if ('refused' in settled) return refuse('paymentRefused', settled.refused);
  await writeAudit(db, scope, 'paycash', input.readercode, {
    readerId: who.id,
    orderNo,
    fineIds: due.map((item) => item.id),
    amountFen,
  });
  return { orderno: orderNo, amount: yuan(amountFen), paid: due.length };
}
