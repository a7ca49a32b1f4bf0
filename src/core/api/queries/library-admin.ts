import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  DESK_REFUSALS,
  ResultCode,
  type DeskLendRequest,
  type DeskPayCashRequest,
  type DeskPayCashResult,
  type DeskReader,
  type DeskRefusalDetail,
  type DeskRenewRequest,
  type DeskReturnRequest,
  type DeskReturnResult,
  type DeskLoan,
  type DeskToday,
  type DeskUndoResult,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The librarian's circulation desk (area `desk`): the reader's card as the desk shows it and
 * today's figures, and the desk's changes. Every change invalidates the whole area, so the
 * reader's card and the figures of `lp-desk-today` on the same page are read again.
 *
 * Every call is `silent`: a refused scan (code 10158) is said by the desk itself, in its live
 * line and with a low tone, and must not also pop a toast over the scan field at each scan.
 */

export function deskReaderQuery(api: ApiClient, readercode: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.desk, api.baseURL, 'reader', readercode),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<DeskReader>(ApiPath.deskReader, {
          body: { readercode },
          signal,
          silent: true,
        }),
      ),
  });
}

export function deskTodayQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.desk, api.baseURL, 'today'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<DeskToday>(ApiPath.deskToday, { signal, silent: true })),
  });
}

const DESK = [QueryArea.desk] as const;

export const deskLend = defineMutation({
  call: (api, body: DeskLendRequest) =>
    api.post<DeskReader>(ApiPath.deskLend, { body, silent: true }),
  invalidates: DESK,
});

export const deskReturn = defineMutation({
  call: (api, body: DeskReturnRequest) =>
    api.post<DeskReturnResult>(ApiPath.deskReturn, { body, silent: true }),
  invalidates: DESK,
});

export const deskRenew = defineMutation({
  call: (api, body: DeskRenewRequest) =>
    api.post<DeskLoan>(ApiPath.deskRenew, { body, silent: true }),
  invalidates: DESK,
});

export const deskUndo = defineMutation<void, DeskUndoResult>({
  call: (api) => api.post<DeskUndoResult>(ApiPath.deskUndo, { silent: true }),
  invalidates: DESK,
});

export const deskPayCash = defineMutation({
  call: (api, body: DeskPayCashRequest) =>
    api.post<DeskPayCashResult>(ApiPath.deskPayCash, { body, silent: true }),
  invalidates: DESK,
});

/** The desk's refusal a failed result carries (code 10158 with its detail), if it is one. */
export function deskRefusalOf(result: ApiResult<unknown>): DeskRefusalDetail | null {
  return result.ok ? null : deskRefusalIn(result.code, result.detail);
}

/** The same for what a query threw (an `ApiError` from `unwrap`). */
export function deskRefusalIn(code: number, detail: unknown): DeskRefusalDetail | null {
  if (code !== ResultCode.businessError || typeof detail !== 'object' || detail === null) {
    return null;
  }
  const { refused, detail: figure } = detail as Partial<DeskRefusalDetail>;
  if (!(DESK_REFUSALS as readonly unknown[]).includes(refused)) return null;
  return {
    refused: refused as DeskRefusalDetail['refused'],
    detail: typeof figure === 'string' ? figure : null,
  };
}
