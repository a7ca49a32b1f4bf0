import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type Bookshelf,
  type CollectionOverview,
  type ColumnStatistics,
  type Page,
  type ShelfAsset,
} from '../contract';
import { areaKey, QueryArea } from './keys';

/**
 * The library's shelves and holdings (`shelves` area). Public and the same for every reader:
 * `organizationid` names the organisation when logged out (logged in, the server uses the
 * reader's). Category names come in the interface language, so `lang` is part of their keys.
 * The shelves change when the library moves them, not while a reader browses: kept 10 minutes.
 */
const SHELVES_STALE_MS = 10 * 60_000;

export function bookshelvesQuery(api: ApiClient, organizationid: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.shelves, api.baseURL, 'list', organizationid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Bookshelf[]>(ApiPath.bookshelves, { body: { organizationid }, signal }),
      ),
    staleTime: SHELVES_STALE_MS,
  });
}

export function columnAssetsQuery(
  api: ApiClient,
  organizationid: number,
  columnid: number,
  pageindex: number,
  pagesize: number,
) {
  return queryOptions({
    queryKey: areaKey(
      QueryArea.shelves,
      api.baseURL,
      'assets',
      organizationid,
      columnid,
      pageindex,
      pagesize,
    ),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<ShelfAsset>>(ApiPath.shelfAssets, {
          body: { organizationid, columnid, pageindex, pagesize },
          signal,
        }),
      ),
  });
}

/** Where one copy stands (a page of one, or none when it is on no shelf). */
export function copyPlaceQuery(api: ApiClient, organizationid: number, barcode: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.shelves, api.baseURL, 'place', organizationid, barcode),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<ShelfAsset>>(ApiPath.shelfAssets, {
          body: { organizationid, barcode },
          signal,
        }),
      ),
    staleTime: SHELVES_STALE_MS,
  });
}

/** Where a book's copies stand (those in the library first); an empty page when on no shelf. */
export function bookPlacesQuery(api: ApiClient, organizationid: number, bookid: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.shelves, api.baseURL, 'book-places', organizationid, bookid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<ShelfAsset>>(ApiPath.shelfAssets, {
          body: { organizationid, bookid },
          signal,
        }),
      ),
    staleTime: SHELVES_STALE_MS,
  });
}

export function columnStatisticsQuery(
  api: ApiClient,
  organizationid: number,
  shelfid: number,
  lang: string,
) {
  return queryOptions({
    queryKey: areaKey(QueryArea.shelves, api.baseURL, 'statistics', organizationid, shelfid, lang),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<ColumnStatistics[]>(ApiPath.shelfColumnStatistics, {
          body: { organizationid, shelfid },
          signal,
        }),
      ),
  });
}

/** The holdings by location, and by category of `locationid` (else of the whole library). */
export function collectionOverviewQuery(
  api: ApiClient,
  organizationid: number,
  locationid: number | undefined,
  lang: string,
) {
  return queryOptions({
    queryKey: areaKey(QueryArea.shelves, api.baseURL, 'overview', organizationid, locationid, lang),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<CollectionOverview>(ApiPath.libraryLocations, {
          body: { organizationid, locationid },
          signal,
        }),
      ),
  });
}
