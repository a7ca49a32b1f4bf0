/** What the payments service is given and answers (its callers import these from the facade). */
import type {
  PaymentStart,
  RefundRefusal,
  TradeMethod,
  TradeType,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import type { TimeZone } from '../../time';
import type { PaymentGateway } from '../gateway';

/** WeChat's native QR orders default to 2 hours; a library page waits a quarter of one. */
export const ONLINE_TTL_MS = 15 * 60_000;
/** A reader who chose cash has three days to reach the desk. */
export const CASH_TTL_MS = 3 * 24 * 60 * 60_000;

export type PaymentRefused =
  | { refused: 'noReader' }
  | { refused: 'keyReused' }
  | { refused: 'methodUnavailable' }
  | { refused: 'nothingDue' }
  | { refused: 'amountChanged'; amountFen: number }
  | { refused: 'inProgress'; orderNo: string }
  | { refused: 'depositNotRequired' }
  | { refused: 'depositPaid' }
  | { refused: 'refund'; reason: RefundRefusal }
  | { refused: 'unavailable' }
  | { refused: 'notFound' }
  | { refused: 'notCancellable' };

export type StartOutcome = { start: PaymentStart } | PaymentRefused;

export type PayableType = Extract<TradeType, 'finePayment' | 'depositPayment' | 'balanceRecharge'>;

export interface StartInput {
  orgId: number;
  readerId: number;
  tradeType: PayableType;
  method: TradeMethod;
  amountFen: number;
  /** Fine payments: the fines the page showed, or all unpaid ones. */
  fineIds?: readonly number[] | 'all';
  key: string;
  /** Bank online: the (checked) page to come back to. */
  returnUrl: string | null;
}

/** The gateway's text for an order ("罚款缴纳 · 李明"), in the payer's language. */
export type Describe = (tradeType: TradeType) => string;

export interface PaymentsOptions {
  db: Database;
  /** Null: cash at the desk only. */
  gateway: PaymentGateway | null;
  /** Where the gateway sends notifications. */
  notifyUrl: string;
  /** orgcode → desk secret (DESK_SECRET_<ORGCODE>). */
  deskSecrets?: Record<string, string>;
  onlineTtlMs?: number;
  cashTtlMs?: number;
  /** Told of faults that are recorded rather than thrown (a posting that failed). */
  warn?: (message: string, error?: unknown) => void;
  /** The organisation's time zone, whose date and time an order number carries. */
  zoneOf?: (orgId: number) => Promise<TimeZone>;
}

/** How a notification was taken: acknowledged (taken now or before, or ignored) or refused. */
export type NotificationOutcome = 'SUCCESS' | 'IGNORED' | 'REFUSED';
