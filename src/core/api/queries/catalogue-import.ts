import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import {
  ApiPath,
  CATALOGUE_IMPORT_FIELD,
  type CatalogueImportFormat,
  type CatalogueImportStarted,
  type CatalogueImportStatus,
} from '../contract';
import { areaKey, invalidateAreas, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The catalogue importer from the browser (area `catalogue`): the upload starts a job on the
 * server and answers its id; the job's status is polled until it ends. Every ~700 ms: the
 * server writes progress at most every 500 ms, so each poll sees it move without asking twice
 * for the same figures.
 */
export const CATALOGUE_IMPORT_POLL_MS = 700;

export interface CatalogueImportUpload {
  file: File;
  format?: CatalogueImportFormat;
  dryrun?: boolean;
}

/** Starts an import (multipart: the fields first, then the file). */
export const catalogueImportStart = defineMutation({
  call: (api, { file, format, dryrun }: CatalogueImportUpload) => {
    const form = new FormData();
    if (format && format !== 'auto') form.append('format', format);
    if (dryrun) form.append('dryrun', 'true');
    form.append(CATALOGUE_IMPORT_FIELD, file, file.name);
    return api.post<CatalogueImportStarted>(ApiPath.catalogueImport, { body: form, silent: true });
  },
  // Nothing is imported yet when the start answers: the panel refreshes the catalogue when
  // the job is done (refreshAfterCatalogueImport).
  invalidates: [],
});

/** The job's status, polled while it runs and no longer once it is done or failed. */
export function catalogueImportStatusQuery(api: ApiClient, jobid: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.catalogue, api.baseURL, 'import', jobid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<CatalogueImportStatus>(ApiPath.catalogueImportStatus, {
          body: { jobid },
          signal,
        }),
      ),
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'running' ? false : CATALOGUE_IMPORT_POLL_MS,
    // A finished job's report never changes: no refetch on focus or remount.
    staleTime: (query) => (query.state.data?.state === 'running' ? 0 : Infinity),
  });
}

/** After an import that wrote: the catalogue's lists show the new records. */
export const refreshAfterCatalogueImport = (queryClient: QueryClient) =>
  invalidateAreas(queryClient, QueryArea.catalogue);
