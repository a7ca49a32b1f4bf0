/**
 * Money: bills (transactions), fines, the deposit, the balance and payments (docs/product-rules.md,
 * "Money"). Every amount is integer fen (1/100 yuan); the widgets show yuan.
 *
 * The original portal called Pay/Deposit, Refund/Deposit and Pay/Fine with GET. Here they are POST:
 * a GET must not change anything (browsers prefetch links, proxies and crawlers repeat GETs, and a
 * query string lands in access logs), and a payment carries an idempotency key and the amount the
 * page showed, which belong in a body. The two queries stay GET.
 */

/** Trade types. */
export const TRADE_TYPES = [
  'depositPayment',
  'balanceRecharge',
  'finePayment',
  'bookPurchase',
  'cardFee',
  'depositRefund',
] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

/** Payment methods: cash (at the desk), WeChat, Alipay, bank online. */
export const TRADE_METHODS = ['cash', 'wechat', 'alipay', 'bank'] as const;
export type TradeMethod = (typeof TRADE_METHODS)[number];

/**
 * Paying → success | failed; a paid deposit → refunded (docs/product-rules.md, "Payment states").
 */
export const TRANSACTION_STATUSES = ['paying', 'success', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * What became of money the gateway took (status success):
 * - posted: the fines are marked paid, the deposit or balance credited;
 * - unposted: paid, but it could not be applied (the fines were paid at the desk meanwhile,
 *   their amount went down, the deposit was already paid, a fault): the library will settle
 *   it — the payment is recorded and shown, never lost;
 * - resolved: the library has settled an unposted payment.
 */
export type PostingState = 'posted' | 'unposted' | 'resolved';

/** Why a transaction failed. */
export type FailureReason = 'declined' | 'expired' | 'cancelled' | 'unavailable';

/** A bill. */
export interface Transaction {
  orderno: string;
  tradetype: TradeType;
  trademethod: TradeMethod;
  /** ISO time the transaction was created. */
  transactiontime: string;
  /** Fen. */
  amount: number;
  /** Fen refunded (a refunded deposit payment). */
  refundamount: number;
  status: TransactionStatus;
  /** Set when status is success (and refunded); null otherwise. */
  posting: PostingState | null;
  failure: FailureReason | null;
  /** While paying: when the order closes unpaid (ISO). */
  expiretime: string | null;
}

/** GET /IdentityApi/Reader/Query/Transaction?pageindex=&pagesize= → newest first. */
export interface TransactionQuery {
  pageindex?: number;
  pagesize?: number;
}
export const TRANSACTION_PAGE_SIZE_MAX = 50;

/**
 * The fine reasons the product itself writes, with the text stored in `fine.reason` (Chinese,
 * as older rows and other clients have it). A client writes a coded reason in its reader's
 * language; a reason a librarian typed has no code and is shown as written.
 */
export const FINE_REASON_TEXT = {
  overdue: '逾期归还',
  damaged: '图书污损赔偿',
  lost: '图书遗失赔偿',
} as const;
export type FineReasonCode = keyof typeof FINE_REASON_TEXT;

/** The code of a stored reason the product wrote, or null for a librarian's own words. */
export function fineReasonCode(reason: string | null): FineReasonCode | null {
  const codes = Object.keys(FINE_REASON_TEXT) as FineReasonCode[];
  return codes.find((code) => FINE_REASON_TEXT[code] === reason) ?? null;
}

/** A fine with the amount still due. */
export interface FineItem {
  id: number;
  /** Fen due. */
  amount: number;
  /** The stored reason as written (Chinese for the product's own reasons). */
  reason: string | null;
  /** The product's reason as a code to translate; null when `reason` is a librarian's text. */
  reasoncode: FineReasonCode | null;
  /** The book of the loan the fine is for, when there is one. */
  title: string | null;
  createdtime: string;
  /** A paying transaction holds this fine: pay it there, or cancel that one. */
  payingorderno: string | null;
}

/** Why the deposit cannot be refunded now. */
export type RefundRefusal = 'notPaid' | 'loans' | 'debt' | 'pending';

/** GET /IdentityApi/Reader/Query/Account → the reader's money at a glance. */
export interface AccountOverview {
  /** Unpaid fines, oldest first. */
  fines: FineItem[];
  /** Fen due over every unpaid fine. */
  finesdue: number;
  deposit: {
    /** Fen held as deposit (0: none). */
    paid: number;
    /** Fen the reader's borrow type asks for (0: none needed). */
    required: number;
    /** How the deposit was paid, when a payment of it is on record. */
    method: TradeMethod | null;
    /** Null when the deposit can be refunded now. */
    refundrefusal: RefundRefusal | null;
  };
  /** Fen of balance recharged. */
  balance: number;
  /** Transactions still paying (to continue or cancel). */
  pending: Transaction[];
  /** Paid, not posted: the library will settle them. */
  unposted: Transaction[];
  /** Methods a payment may use here. */
  methods: TradeMethod[];
}

/**
 * What the payer does next for a paying transaction:
 * - qr: scan the code (WeChat, Alipay); `url` is the page the code opens, when a browser on
 *   this device can open it too (the emulator's), else null;
 * - redirect: go to the bank's page, which comes back to the return URL;
 * - desk: pay (or, for a refund, collect the cash) at the library's desk;
 * - none: nothing to do (the transaction is already over).
 */
export type PaymentAction =
  | { kind: 'qr'; qrcode: string; url: string | null }
  | { kind: 'redirect'; url: string }
  | { kind: 'desk' }
  | { kind: 'none' };

/** The answer to every payment call. */
export interface PaymentStart {
  transaction: Transaction;
  action: PaymentAction;
}

/** What every payment call carries besides its own fields. */
export interface PaymentCommon {
  method: TradeMethod;
  /**
   * One key per payment the reader means to make (16–64 of A–Z a–z 0–9 _ -), or the
   * `Idempotency-Key` header: the same key returns the same transaction, so a double click or
   * a retried request makes one charge.
   */
  idempotencykey: string;
  /** Bank online: the page to come back to (the portal's or an allowed school origin). */
  returnurl?: string;
}

/**
 * POST /IdentityApi/Reader/Pay/Fine. `fineids` names the fines shown, or 'all'; `amount` is
 * what the page showed. When the fines changed since (a day accrued, one was paid at the
 * desk), the call is refused with the amount due now (PaymentRefusal).
 */
export interface PayFineRequest extends PaymentCommon {
  fineids: number[] | 'all';
  amount: number;
}

/** POST /IdentityApi/Reader/Pay/Deposit: `amount` is the deposit the page showed. */
export interface PayDepositRequest extends PaymentCommon {
  amount: number;
}

/** POST /IdentityApi/Reader/Pay/Recharge: `amount` from RECHARGE_MIN_FEN to RECHARGE_MAX_FEN. */
export type RechargeRequest = PayDepositRequest;
export const RECHARGE_MIN_FEN = 100;
export const RECHARGE_MAX_FEN = 100_000;

/**
 * POST /IdentityApi/Reader/Refund/Deposit: back the way it was paid; only with no loans and
 * no debt. `amount` is the deposit the page showed.
 */
export interface RefundDepositRequest {
  amount: number;
  idempotencykey: string;
}

/** POST /IdentityApi/Reader/Pay/Cancel and /Pay/Resume. */
export interface OrderRequest {
  orderno: string;
}

/** GET /IdentityApi/Reader/Query/Transaction/State?orderno= → Transaction (poll while paying). */
export interface TransactionStateQuery {
  orderno: string;
}

/** The `data` of a refused payment (code 10158), when the refusal has something to show. */
export type PaymentRefusal =
  /** The fines changed since the page loaded: `amount` is due now. */
  | { reason: 'amountChanged'; amount: number }
  /** A payment of the same thing is paying already: continue or cancel `orderno`. */
  | { reason: 'inProgress'; orderno: string };

/** The most a single payment may be (fen): far above any fine or deposit. */
export const PAYMENT_MAX_FEN = 10_000_000;
/** The query parameter a payment page comes back with (bank online). */
export const RETURN_ORDER_PARAM = 'lp-order';
/** How often a widget asks for the state of a paying transaction. */
export const PAYMENT_POLL_MS = 2000;

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const MoneyPath = {
  payDeposit: '/IdentityApi/Reader/Pay/Deposit',
  refundDeposit: '/IdentityApi/Reader/Refund/Deposit',
  payFine: '/IdentityApi/Reader/Pay/Fine',
  recharge: '/IdentityApi/Reader/Pay/Recharge',
  payCancel: '/IdentityApi/Reader/Pay/Cancel',
  payResume: '/IdentityApi/Reader/Pay/Resume',
  transactions: '/IdentityApi/Reader/Query/Transaction',
  transactionState: '/IdentityApi/Reader/Query/Transaction/State',
  account: '/IdentityApi/Reader/Query/Account',
  /** The gateway's signed notifications (server to server). */
  paymentNotify: '/PaymentApi/Notify',
  /** The library desk (organisation desk secret as bearer): pending cash and unposted. */
  deskPending: '/PaymentApi/Desk/Pending',
  deskSettle: '/PaymentApi/Desk/Settle',
} as const;
