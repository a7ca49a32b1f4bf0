import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '../client';
import { unwrap } from '../client';
import {
  ACCOUNT_LIST_PATHS,
  ApiPath,
  type AccountList,
  type AccountListItems,
  type BorrowRecordPage,
  type BorrowRecordType,
  type CalendarFeed,
  type HistoryDeleteResult,
  type HistorySetting,
  type MessagePage,
  type Page,
  type PenalSum,
  type PreBorrowRecord,
  type ReaderMessageItem,
  type RenewResult,
  type ReservationItem,
  type UnreadCount,
} from '../contract';
import { areaKey, invalidateAreas, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The reader's circulation account: loans, fines owed, reservations, the account's lists and
 * settings (area `circulation`), and messages (area `messages`). Mutations invalidate what they
 * change: a renewal or a cancelled reservation → circulation + reader (the card's counts).
 */

export function borrowRecordsQuery(
  api: ApiClient,
  type: BorrowRecordType,
  index: number,
  pagesize: number,
) {
  return queryOptions({
    queryKey: areaKey(QueryArea.circulation, api.baseURL, 'loans', type, index, pagesize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BorrowRecordPage>(ApiPath.borrowRecords, {
          body: { type, index, pagesize },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function penalSumQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.circulation, api.baseURL, 'penal-sum'),
    queryFn: async ({ signal }) => unwrap(await api.post<PenalSum>(ApiPath.penalSum, { signal })),
  });
}

export function reservationsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.circulation, api.baseURL, 'reservations'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ReservationItem[]>(ApiPath.reservations, { signal })),
  });
}

export function accountListQuery<L extends AccountList>(
  api: ApiClient,
  list: L,
  index: number,
  pagesize: number,
) {
  return queryOptions({
    queryKey: areaKey(QueryArea.circulation, api.baseURL, 'list', list, index, pagesize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<AccountListItems[L]>>(ACCOUNT_LIST_PATHS[list], {
          body: { index, pagesize },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function historySettingQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.circulation, api.baseURL, 'history-setting'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<HistorySetting>(ApiPath.historySetting, { signal })),
  });
}

export function calendarFeedQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.circulation, api.baseURL, 'calendar'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<CalendarFeed>(ApiPath.calendarQuery, { signal })),
    staleTime: Infinity,
  });
}

export type MessageBox = 'all' | 'inbox' | 'sent';

export function messagesQuery(api: ApiClient, box: MessageBox, index: number, pagesize: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.messages, api.baseURL, 'list', box, index, pagesize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<MessagePage>(ApiPath.messageList, {
          body: { box, index, pagesize },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** After a write: what the server says, with the areas it changed refetched wherever shown. */
async function thenInvalidate<T>(
  queryClient: QueryClient,
  result: ApiResult<T>,
  ...areas: QueryArea[]
): Promise<ApiResult<T>> {
  await invalidateAreas(queryClient, ...areas);
  return result;
}

/**
 * Renews the loans (one or all); the card's counts and every loan list refresh, after a refusal
 * too (the loans may have changed since the page was drawn).
 */
export const loansRenew = defineMutation({
  call: (api, borrowids: number[]) => api.post<RenewResult>(ApiPath.renew, { body: { borrowids } }),
  invalidates: [QueryArea.circulation, QueryArea.reader],
  refetchAfterRefusal: true,
});

/**
 * Cancels a reservation ("Reservation has been cancelled" comes back as `msg`); the lists
 * refresh after a refusal too (it was cancelled or lapsed meanwhile).
 */
export const reservationCancel = defineMutation({
  call: (api, id: number) => api.post<PreBorrowRecord>(ApiPath.preBorrowCancel, { body: { id } }),
  invalidates: [QueryArea.circulation, QueryArea.reader],
  refetchAfterRefusal: true,
});

/** Turns the reading history on or off; the setting is read again after a refusal too. */
export const historySettingUpdate = defineMutation({
  call: (api, keep: boolean) =>
    api.post<HistorySetting>(ApiPath.historySettingUpdate, { body: { keephistory: keep } }),
  invalidates: [QueryArea.circulation],
  refetchAfterRefusal: true,
});

/** Deletes the reader's reading history; the lists are read again after a refusal too. */
export const historyDelete = defineMutation({
  call: (api, _: void) => api.post<HistoryDeleteResult>(ApiPath.historyDelete),
  invalidates: [QueryArea.circulation],
  refetchAfterRefusal: true,
});

/**
 * A new private calendar address. The answer is written into the cache, not refetched: the
 * address is a credential, asked for only when shown, and nothing else in the area changed.
 */
export const calendarReset = defineMutation({
  call: (api, _: void) => api.post<CalendarFeed>(ApiPath.calendarReset),
  invalidates: [],
  onSuccess: (queryClient, feed, _, api) =>
    queryClient.setQueryData(calendarFeedQuery(api).queryKey, feed),
});

/** Posts a message to the board; the message lists are read again. */
export const messageAdd = defineMutation({
  call: (api, content: string) =>
    api.post<ReaderMessageItem>(ApiPath.messageAdd, { body: { content } }),
  invalidates: [QueryArea.messages],
});

export async function markMessagesRead(
  api: ApiClient,
  queryClient: QueryClient,
  target: { ids: number[] } | { all: true },
) {
  const result = await api.post<UnreadCount>(ApiPath.messageRead, { body: target });
  return thenInvalidate(queryClient, result, QueryArea.messages);
}
