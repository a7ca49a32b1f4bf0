/**
 * The payment state machine (docs/product-rules.md, "Payment states"): paying → success | failed; a
 * paid deposit → refunded. Every change of a bill's status goes through `canMove`, inside a
 * transaction holding the bill's row, so two notifications, a poll and a cancel arriving together
 * move it once.
 *
 * One move is allowed outside the product's arrows, on purpose: failed → success, when the
 * gateway says it took the money for an order the server had already given up on (a cash
 * order expired before the desk settled it, a notification that outran a close). The money
 * was taken; hiding it would lose it. Such a payment is never posted: it is shown as paid,
 * not posted, for the library to settle.
 */
import type { TransactionStatus } from '../../../src/core/api/contract';

const moves: Record<TransactionStatus, readonly TransactionStatus[]> = {
  paying: ['success', 'failed'],
  success: ['refunded'],
  failed: ['success'],
  refunded: [],
};

export function canMove(from: TransactionStatus, to: TransactionStatus): boolean {
  return moves[from].includes(to);
}
