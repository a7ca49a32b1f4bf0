import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '../client';
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

async function started<T>(queryClient: QueryClient, result: ApiResult<T>): Promise<ApiResult<T>> {
  // A start writes a paying bill (or moves one): the pending list and bills change at once.
  await invalidateAreas(queryClient, QueryArea.money);
  return result;
}

/*
 * The starts are silent: a refusal (amount changed, in progress, refund refused) is shown in
 * the payment dialog beside what to do about it, not as a toast that vanishes.
 */

export async function payFines(api: ApiClient, queryClient: QueryClient, body: PayFineRequest) {
  const result = await api.post<PaymentStart>(ApiPath.payFine, { body, silent: true });
  return started(queryClient, result);
}

export async function payDeposit(
  api: ApiClient,
  queryClient: QueryClient,
  body: PayDepositRequest,
) {
  const result = await api.post<PaymentStart>(ApiPath.payDeposit, { body, silent: true });
  return started(queryClient, result);
}

export async function rechargeBalance(
  api: ApiClient,
  queryClient: QueryClient,
  body: RechargeRequest,
) {
  const result = await api.post<PaymentStart>(ApiPath.recharge, { body, silent: true });
  return started(queryClient, result);
}

export async function refundDeposit(
  api: ApiClient,
  queryClient: QueryClient,
  body: RefundDepositRequest,
) {
  const result = await api.post<PaymentStart>(ApiPath.refundDeposit, { body, silent: true });
  return started(queryClient, result);
}

/** Shows the QR code (or bank page) of a paying order again. */
export async function resumePayment(api: ApiClient, queryClient: QueryClient, body: OrderRequest) {
  const result = await api.post<PaymentStart>(ApiPath.payResume, { body, silent: true });
  return started(queryClient, result);
}

export async function cancelPayment(api: ApiClient, queryClient: QueryClient, body: OrderRequest) {
  const result = await api.post<Transaction>(ApiPath.payCancel, { body });
  if (result.ok) await settleTransaction(queryClient, result.data);
  else await invalidateAreas(queryClient, QueryArea.money);
  return result;
}
