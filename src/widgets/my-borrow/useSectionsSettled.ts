import { useQueries } from '@tanstack/react-query';
import {
  accountListQuery,
  borrowRecordsQuery,
  MAX_ACCOUNT_PAGE_SIZE,
  penalSumQuery,
  reservationsQuery,
  useApi,
} from '../../core';
import type { MyBorrowSection } from './sections';
import { URGES_SHOWN } from './Urges';

/**
 * Whether every shown part's first answer is in (data or error). The parts ask the same
 * queries (one cache, no second request); waiting for all of them lets the panel appear
 * once instead of growing part by part, which pushed the loans and reservations down the
 * page as the lines above them arrived (a layout shift of 0.38 on /book-management). An error
 * is an answer.
 */
export function useSectionsSettled(sections: Set<MyBorrowSection>, enabled: boolean): boolean {
  const api = useApi();
  const options = [
    sections.has('fines') ? penalSumQuery(api) : null,
    sections.has('loans') ? borrowRecordsQuery(api, 'current', 1, MAX_ACCOUNT_PAGE_SIZE) : null,
    sections.has('urges') ? accountListQuery(api, 'urge', 1, URGES_SHOWN) : null,
    sections.has('reservations') ? reservationsQuery(api) : null,
  ];
  const results = useQueries({
    queries: options.filter((option) => option !== null).map((option) => ({ ...option, enabled })),
  });
  // A failed query that a part asks again is pending once more (it has no data), but it has
  // answered: counting it as unanswered took the parts away, and their next mount asked
  // again, for ever.
  return results.every((result) => !result.isPending || result.errorUpdateCount > 0);
}
