import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, type LabelsResult } from '../contract';
import { areaKey, QueryArea } from './keys';

/**
 * Spine labels (area `catalogue`, so a copy catalogued or changed on the same page refetches
 * the sheet): the labels of the barcodes submitted, keyed by the list as submitted. A read, so
 * a query rather than a mutation; disabled while the list is empty.
 */
export function labelsQuery(api: ApiClient, barcodes: readonly string[]) {
  return queryOptions({
    queryKey: areaKey(QueryArea.catalogue, api.baseURL, 'labels', barcodes),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<LabelsResult>(ApiPath.catalogueLabels, {
          body: { barcodes: [...barcodes] },
          signal,
        }),
      ),
    enabled: barcodes.length > 0,
  });
}
