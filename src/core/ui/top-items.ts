import { useQuery } from '@tanstack/react-query';
import { topItemsQuery } from '../api/queries/catalogue';
import { useApi } from '../widget/hooks';

/** A `count` attribute may be anything: a whole number from 1 to `max`, else `fallback`. */
export function toCount(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? Math.min(Math.floor(value), max)
    : fallback;
}

export function useTopItems<T>(path: string, organizationid: number, count: number) {
  return useQuery(topItemsQuery<T>(useApi(), path, organizationid, count));
}
