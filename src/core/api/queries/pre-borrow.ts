import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type BookAvailability,
  type PreBorrowRecord,
  type PreBorrowRequest,
  type PreBorrowSite,
} from '../contract';
import { bookCopiesKey, bookDetailKey } from './book-detail';
import { reservationCancel } from './circulation';
import { invalidateAreas, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * Reserving a book (pre-borrow): whether it can be reserved and the reader's own reservation
 * of it, and the pick-up sites. A reservation changes the book's counts and copies and the
 * reader's card, so after one all of those are read again.
 */

function availabilityKey(baseURL: string, organizationid: number, bookid: number) {
  return ['availability', baseURL, organizationid, bookid] as const;
}

/**
 * POST PreBorrow/Availability. `mine` is the asking reader's: the viewer (a reader's id, 0 for
 * none) is part of the key, so another reader (or none) is another answer.
 */
export function bookAvailabilityQuery(
  api: ApiClient,
  organizationid: number,
  bookid: number,
  viewer: number,
) {
  return queryOptions({
    queryKey: [...availabilityKey(api.baseURL, organizationid, bookid), viewer],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BookAvailability>(ApiPath.bookAvailability, {
          body: { bookid, organizationid },
          signal,
        }),
      ),
  });
}

/** The sites a reservation can be picked up at; they change rarely: kept 10 minutes. */
export function preBorrowSitesQuery(api: ApiClient, organizationid: number) {
  return queryOptions({
    queryKey: ['preborrow-sites', api.baseURL, organizationid],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<PreBorrowSite[]>(ApiPath.preBorrowSites, {
          body: { organizationid },
          signal,
        }),
      ),
    staleTime: 10 * 60_000,
  });
}

/**
 * After a reservation was made or cancelled (or refused): what the server says now about the
 * book's availability, its record's counts and its copies, and the reader's card.
 */
function refreshBook(
  queryClient: QueryClient,
  { organizationid, bookid }: { organizationid: number; bookid: number },
  api: ApiClient,
): Promise<unknown> {
  const baseURL = api.baseURL;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: availabilityKey(baseURL, organizationid, bookid) }),
    queryClient.invalidateQueries({ queryKey: bookDetailKey(baseURL, organizationid, bookid) }),
    queryClient.invalidateQueries({ queryKey: bookCopiesKey(baseURL, organizationid, bookid) }),
    invalidateAreas(queryClient, QueryArea.reader),
  ]);
}

/**
 * Reserves an available copy at a site, or joins the queue. A refusal (no copy left, limit
 * reached, already reserved: 10158) is toasted by the API client; after any answer the page
 * shows what is true now.
 */
export const preBorrowReserve = defineMutation({
  call: (api, { bookid, siteid, queue }: PreBorrowRequest & { organizationid: number }) =>
    api.post<PreBorrowRecord>(ApiPath.preBorrow, {
      body: queue ? { bookid, siteid, queue: true } : { bookid, siteid },
    }),
  invalidates: [QueryArea.circulation],
  refresh: refreshBook,
});

/** A reservation cancelled on its book's page. */
interface BookReservation {
  id: number;
  bookid: number;
  organizationid: number;
}

/** Cancels the reader's reservation from the book's page: the loans' cancel, and the book. */
export const preBorrowCancel = defineMutation<BookReservation, PreBorrowRecord>({
  call: (api, { id }) => reservationCancel.call(api, id),
  invalidates: reservationCancel.invalidates,
  refetchAfterRefusal: reservationCancel.refetchAfterRefusal,
  refresh: refreshBook,
});
