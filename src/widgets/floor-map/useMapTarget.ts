import { useQuery } from '@tanstack/react-query';
import { bookPlacesQuery, copyPlaceQuery, useApi, type ShelfAsset } from '../../core';

export type MapTarget =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'error' }
  /** The barcode stands on no shelf (or is not this library's). */
  | { state: 'notFound'; barcode: string }
  /** No copy of the book stands on a shelf. */
  | { state: 'notOnShelf' }
  | { state: 'found'; asset: ShelfAsset };

/**
 * The copy the map leads to: the one `barcode` names, else the first of the book's copies
 * on a shelf (one in the library first, which the reader can take). Nothing when neither is
 * given: the map then shows the library without a route.
 */
export function useMapTarget(
  organizationid: number,
  bookid: number | null,
  barcode: string,
): MapTarget {
  const api = useApi();
  const byBarcode = useQuery({
    ...copyPlaceQuery(api, organizationid, barcode),
    enabled: barcode !== '',
  });
  const byBook = useQuery({
    ...bookPlacesQuery(api, organizationid, bookid ?? 0),
    enabled: barcode === '' && bookid !== null,
  });
  const query = barcode ? byBarcode : bookid !== null ? byBook : null;
  if (!query) return { state: 'none' };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'error' };
  const asset = query.data.list[0];
  if (asset) return { state: 'found', asset };
  return barcode ? { state: 'notFound', barcode } : { state: 'notOnShelf' };
}
