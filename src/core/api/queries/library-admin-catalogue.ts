import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type CatalogueCopy,
  type CatalogueCopyStatusRequest,
  type CataloguePage,
  type CataloguingSource,
  type CopyCataloguingSearchResult,
  type CopyCataloguingTakeRequest,
  type CopyCataloguingTakeResult,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The librarian's catalogue (area `catalogue`): records found with their copies, the
 * copy-cataloguing sources and a source's candidates for an ISBN; changing a copy's status and
 * taking a record refetch the area, so the list shows the copy as it is now.
 *
 * Refusals (code 10158) are shown by the widget beside what was refused (`silent`).
 */

export const CATALOGUE_PAGE_SIZE = 20;

export function catalogueFindQuery(api: ApiClient, keyword: string, pageindex = 1) {
  return queryOptions({
    queryKey: areaKey(QueryArea.catalogue, api.baseURL, 'find', keyword, pageindex),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<CataloguePage>(ApiPath.catalogueFind, {
          body: { keyword, pageindex, pagesize: CATALOGUE_PAGE_SIZE },
          signal,
        }),
      ),
  });
}

export function cataloguingSourcesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.catalogue, api.baseURL, 'sources'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<CataloguingSource[]>(ApiPath.copyCataloguingSources, { signal })),
  });
}

/** A source's candidates for an ISBN: asked once per ISBN and source, not refetched on focus. */
export function copyCataloguingSearchQuery(api: ApiClient, isbn: string, source: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.catalogue, api.baseURL, 'candidates', isbn, source),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<CopyCataloguingSearchResult>(ApiPath.copyCataloguingSearch, {
          body: { isbn, source },
          signal,
          silent: true,
        }),
      ),
    staleTime: Infinity,
    retry: false,
  });
}

const CATALOGUE = [QueryArea.catalogue] as const;

export const catalogueCopyStatus = defineMutation({
  call: (api, body: CatalogueCopyStatusRequest) =>
    api.post<CatalogueCopy>(ApiPath.catalogueCopyStatus, { body, silent: true }),
  invalidates: CATALOGUE,
});

export const copyCataloguingTake = defineMutation({
  call: (api, body: CopyCataloguingTakeRequest) =>
    api.post<CopyCataloguingTakeResult>(ApiPath.copyCataloguingTake, { body, silent: true }),
  invalidates: CATALOGUE,
});
