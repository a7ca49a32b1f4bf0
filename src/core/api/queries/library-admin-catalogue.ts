import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  ResultCode,
  type CatalogueCopy,
  type CatalogueCopyAddRequest,
  type CatalogueCopyStatusRequest,
  type CatalogueCopyUpdateRequest,
  type CatalogueLocation,
  type CataloguePage,
  type CatalogueRecord,
  type CatalogueRecordSaveRequest,
  type CatalogueRefusalDetail,
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
 * Refusals (code 10158) are shown by the widget beside what was refused (`silent`); a record
 * or copy form reads the field refused with `catalogueRefusalOf`.
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

/** The library's locations, for the copy forms. */
export function catalogueLocationsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.catalogue, api.baseURL, 'locations'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<CatalogueLocation[]>(ApiPath.catalogueLocations, { signal })),
  });
}

/** The refusal a catalogue change answered (with the field it names), else null. */
export function catalogueRefusalOf(result: ApiResult<unknown>): CatalogueRefusalDetail | null {
  if (result.ok || result.code !== ResultCode.businessError) return null;
  const detail = result.detail as Partial<CatalogueRefusalDetail> | null;
  return detail && typeof detail.refused === 'string' ? (detail as CatalogueRefusalDetail) : null;
}

const CATALOGUE = [QueryArea.catalogue] as const;

/** Creates a record (with a `requestid`, once however often it is sent) or edits one. */
export const catalogueRecordSave = defineMutation({
  call: (api, body: CatalogueRecordSaveRequest) =>
    api.post<CatalogueRecord>(ApiPath.catalogueRecordSave, { body, silent: true }),
  invalidates: CATALOGUE,
});

export const catalogueCopyAdd = defineMutation({
  call: (api, body: CatalogueCopyAddRequest) =>
    api.post<CatalogueCopy>(ApiPath.catalogueCopyAdd, { body, silent: true }),
  invalidates: CATALOGUE,
});

export const catalogueCopyUpdate = defineMutation({
  call: (api, body: CatalogueCopyUpdateRequest) =>
    api.post<CatalogueCopy>(ApiPath.catalogueCopyUpdate, { body, silent: true }),
  invalidates: CATALOGUE,
});

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
