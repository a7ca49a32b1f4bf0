import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type AuditEntry,
  type FinesReport,
  type LoansReport,
  type MostBorrowed,
  type NeverBorrowedReport,
  type OverdueLoan,
  type Page,
  type ReportFormat,
  type ReportKind,
} from '../contract';
import { areaKey, QueryArea } from './keys';

/**
 * The library's reports (area `reports`): one query per report, keyed by its request, read
 * only (nothing here changes data); and the export, a GET answered with a file.
 */

export interface ReportRequest {
  from?: string;
  to?: string;
  department?: number;
  index?: number;
  pagesize?: number;
}

/** What each report answers. */
export interface ReportData {
  loans: LoansReport;
  overdue: Page<OverdueLoan>;
  mostBorrowed: Page<MostBorrowed>;
  neverBorrowed: NeverBorrowedReport;
  finesCollected: FinesReport;
  audit: Page<AuditEntry>;
}

const paths: Record<ReportKind, string> = {
  loans: ApiPath.reportsLoans,
  overdue: ApiPath.reportsOverdue,
  mostBorrowed: ApiPath.reportsMostBorrowed,
  neverBorrowed: ApiPath.reportsNeverBorrowed,
  finesCollected: ApiPath.reportsFinesCollected,
  audit: ApiPath.reportsAudit,
};

export function reportQuery<K extends ReportKind>(api: ApiClient, kind: K, request: ReportRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.reports, api.baseURL, kind, request),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ReportData[K]>(paths[kind], { body: request, signal })),
    // The next page or range of the same report keeps its last figures shown until it
    // answers (no flash); another report's figures are never shown as this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === kind ? previous : undefined,
  });
}

/** The report as a CSV or XLSX file (a GET with the bearer token, so fetched): or null. */
export function reportExport(
  api: ApiClient,
  kind: ReportKind,
  format: ReportFormat,
  request: Pick<ReportRequest, 'from' | 'to' | 'department'>,
) {
  const query: Record<string, string> = { report: kind, format };
  if (request.from) query.from = request.from;
  if (request.to) query.to = request.to;
  if (request.department !== undefined) query.department = String(request.department);
  return api.blob(ApiPath.reportsExport, query);
}
