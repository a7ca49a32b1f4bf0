import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  PAYMENT_POLL_MS,
  type AccountOverview,
  type OrderRequest,
  type Page,
  type PayDepositRequest,
  type PayFineRequest,
  type PaymentStart,
  type RechargeRequest,
  type RefundDepositRequest,
  type TradeType,
  type Transaction,
} from '../contract';
import { areaKey, invalidateAreas, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The reader's money (area `money`): the account at a glance, bills, the state of a payment,
 * and the calls that start, resume, cancel or refund one. A payment that ends refreshes money
 * and the reader's card; a fine payment the loans' fines too (circulation).
 */

export function accountOverviewQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.money, api.baseURL, 'account'),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<AccountOverview>(ApiPath.account, { signal })),
  });
}

export function transactionsQuery(api: ApiClient, pageindex: number, pagesize: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.money, api.baseURL, 'transactions', pageindex, pagesize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<Page<Transaction>>(ApiPath.transactions, {
          query: { pageindex, pagesize },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * The state of one order, asked again every PAYMENT_POLL_MS while it is paying and no more once
 * it is over. Silent: a poll that fails once (a network blip) must not toast every 2 s.
 */
export function transactionStateQuery(api: ApiClient, orderno: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.money, api.baseURL, 'state', orderno),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<Transaction>(ApiPath.transactionState, {
          query: { orderno },
          signal,
          silent: true,
        }),
      ),
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'paying' ? false : PAYMENT_POLL_MS,
    // A poll keeps going while the reader looks at the phone, not at this tab.
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
}

/** The areas a transaction of `tradetype` changes once it is over. */
export function areasOfTrade(tradetype: TradeType): QueryArea[] {
  return tradetype === 'finePayment'
    ? [QueryArea.money, QueryArea.reader, QueryArea.circulation]
    : [QueryArea.money, QueryArea.reader];
}

/** A payment is over (success, failed, refunded): every element showing its effects refreshes. */
export function settleTransaction(queryClient: QueryClient, transaction: Transaction) {
  return invalidateAreas(queryClient, ...areasOfTrade(transaction.tradetype));
}

/**
 * A new idempotency key (32 hex digits): one per payment the reader means to make. From
 * `getRandomValues`, which (unlike `randomUUID`) also exists on a school page served over
 * plain http.
 */
export function newPaymentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a payment dialog sends: a start (fines, deposit, recharge), a refund, or a resume. */
export type PaymentRequest =
  | { kind: 'fines'; body: PayFineRequest }
  | { kind: 'deposit'; body: PayDepositRequest }
  | { kind: 'recharge'; body: RechargeRequest }
  | { kind: 'refund'; body: RefundDepositRequest }
  /** Shows the QR code (or bank page) of a paying order again. */
  | { kind: 'resume'; body: OrderRequest };

const PAYMENT_PATHS = {
  fines: ApiPath.payFine,
  deposit: ApiPath.payDeposit,
  recharge: ApiPath.recharge,
  refund: ApiPath.refundDeposit,
  resume: ApiPath.payResume,
} as const satisfies Record<PaymentRequest['kind'], string>;

/**
 * Starts, refunds or resumes a payment. Silent: a refusal (amount changed, in progress, refund
 * refused) is shown in the payment dialog beside what to do about it, not as a toast that
 * vanishes. A start writes a paying bill (or moves one), so the money area is read again,
 * after a refusal too (the bills it is about have changed).
 */
export const paymentStart = defineMutation({
  call: (api, request: PaymentRequest) =>
    api.post<PaymentStart>(PAYMENT_PATHS[request.kind], { body: request.body, silent: true }),
  invalidates: [QueryArea.money],
  refetchAfterRefusal: true,
});

/**
 * Cancels a paying order. The cancelled order is over: what its trade touches refreshes
 * (`settleTransaction`); after a refusal the money area is read again (it may have been paid
 * or cancelled meanwhile).
 */
export const paymentCancel = defineMutation({
  call: (api, body: OrderRequest) => api.post<Transaction>(ApiPath.payCancel, { body }),
  invalidates: [],
  onSuccess: (queryClient, transaction) => settleTransaction(queryClient, transaction),
  refetchAfterRefusal: [QueryArea.money],
});
