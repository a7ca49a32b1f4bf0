import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  REPORT_EXPORT_MAX_ROWS,
  REPORT_KINDS,
  REPORT_MAX_DAYS,
  REPORT_MAX_PAGE_SIZE,
  type AuditEntry,
  type Envelope,
  type FinesReport,
  type LoansReport,
  type MostBorrowed,
  type NeverBorrowedReport,
  type OverdueLoan,
  type Page,
  type ReportFormat,
  type ReportKind,
  type ReportRange,
} from '../../../src/core/api/contract';
import { authOf, requireRole, roleOf } from '../auth/guard';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { forbidden, invalidInput } from '../http/errors';
import { requestLang, translate } from '../http/messages';
import { Id, Int } from '../http/schemas';
import { auditPage } from '../queries/library-admin';
import {
  finesReport,
  instantsOf,
  loansReport,
  mostBorrowedPage,
  neverBorrowed,
  overduePage,
  type ReportScope,
} from '../queries/library-admin-reports';
import type { PageSpec } from '../queries/paging';
import { isCalendarDay } from '../queries/volunteer';
import { reportCsv } from '../reports/csv';
import {
  auditTables,
  finesTables,
  loansTables,
  mostBorrowedTables,
  neverBorrowedTables,
  overdueTables,
  type Say,
} from '../reports/tables';
import type { ReportTable } from '../reports/table';
import { reportXlsx } from '../reports/xlsx';
import { daysBetween } from '../time';
import { Day } from './assignment-stats';

const RangeFields = { from: Day(), to: Day() };
const OptionalRangeFields = { from: Type.Optional(Day()), to: Type.Optional(Day()) };
const PageFields = {
  index: Type.Optional(Int(1, 100_000)),
  pagesize: Type.Optional(Int(1, REPORT_MAX_PAGE_SIZE)),
};
const Department = { department: Type.Optional(Id()) };

const RangeBody = Type.Object(RangeFields);
const RangePageBody = Type.Object({ ...RangeFields, ...PageFields });
const OverdueBody = Type.Object({ ...OptionalRangeFields, ...Department, ...PageFields });
const NeverBody = Type.Object({ ...RangeFields, ...Department, ...PageFields });
const ExportQuery = Type.Object({
  report: Type.Union(REPORT_KINDS.map((kind) => Type.Literal(kind))),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  ...OptionalRangeFields,
  ...Department,
});

/** A page of 50 rows unless the caller asks for another size. */
const DEFAULT_PAGE_SIZE = 50;
const pageOf = (body: { index?: number; pagesize?: number }): PageSpec => ({
  index: body.index ?? 1,
  pagesize: body.pagesize ?? DEFAULT_PAGE_SIZE,
});
/** What an export reads of a list: its first REPORT_EXPORT_MAX_ROWS rows. */
const EXPORT_PAGE: PageSpec = { index: 1, pagesize: REPORT_EXPORT_MAX_ROWS };

/**
 * Two real calendar days in order, at most REPORT_MAX_DAYS apart (both counted): a report of
 * ten years would scan every loan the library ever made. Refused with 400 and its message.
 */
function checkedRange(body: { from?: string; to?: string }): ReportRange {
  const { from, to } = body;
  if (
    from === undefined ||
    to === undefined ||
    !isCalendarDay(from) ||
    !isCalendarDay(to) ||
    from > to ||
    daysBetween(from, to) + 1 > REPORT_MAX_DAYS
  ) {
    throw badRange();
  }
  return { from, to };
}

const badRange = () => {
  const error = invalidInput(400, 'reportsBadRange', 'from');
  Object.assign(error.params, { max: String(REPORT_MAX_DAYS) });
  return error;
};

/** The overdue list's range is optional (all overdue loans), but both ends or neither. */
function optionalRange(body: { from?: string; to?: string }): ReportRange | undefined {
  if (body.from === undefined && body.to === undefined) return undefined;
  return checkedRange(body);
}

const contentTypes: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The library's reports: staff only, each over the member's organisation (audit: admins). */
export const libraryAdminReportsRoutes: RoutePlugin = async (app, { ctx }) => {
  const staffOnly = requireRole('librarian', 'admin');
  const adminOnly = requireRole('admin');

  async function scopeOf(request: FastifyRequest): Promise<ReportScope> {
    const { orgId } = authOf(request);
    return { orgId, now: ctx.now(), zone: await ctx.timeZones.of(orgId) };
  }

  app.post(
    ApiPath.reportsLoans,
    { schema: { body: RangeBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<LoansReport>> =>
      ok(request, await loansReport(ctx.db, await scopeOf(request), checkedRange(request.body))),
  );

  app.post(
    ApiPath.reportsOverdue,
    { schema: { body: OverdueBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<Page<OverdueLoan>>> => {
      const range = optionalRange(request.body);
      const filter = { range, department: request.body.department };
      return ok(
        request,
        await overduePage(ctx.db, await scopeOf(request), filter, pageOf(request.body)),
      );
    },
  );

  app.post(
    ApiPath.reportsMostBorrowed,
    { schema: { body: RangePageBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<Page<MostBorrowed>>> => {
      const range = checkedRange(request.body);
      return ok(
        request,
        await mostBorrowedPage(ctx.db, await scopeOf(request), range, pageOf(request.body)),
      );
    },
  );

  app.post(
    ApiPath.reportsNeverBorrowed,
    { schema: { body: NeverBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<NeverBorrowedReport>> => {
      const filter = { range: checkedRange(request.body), department: request.body.department };
      return ok(
        request,
        await neverBorrowed(ctx.db, await scopeOf(request), filter, pageOf(request.body)),
      );
    },
  );

  app.post(
    ApiPath.reportsFinesCollected,
    { schema: { body: RangeBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<FinesReport>> =>
      ok(request, await finesReport(ctx.db, await scopeOf(request), checkedRange(request.body))),
  );

  app.post(
    ApiPath.reportsAudit,
    { schema: { body: RangePageBody }, preHandler: adminOnly },
    async (request): Promise<Envelope<Page<AuditEntry>>> => {
      const scope = await scopeOf(request);
      const range = instantsOf(checkedRange(request.body), scope.zone);
      return ok(request, await auditPage(ctx.db, scope.orgId, pageOf(request.body), range));
    },
  );

  app.get(
    ApiPath.reportsExport,
    { schema: { querystring: ExportQuery }, preHandler: staffOnly },
    async (request, reply) => {
      const { report, format, department } = request.query;
      // The audit log is the admins' (as Audit/List), in a file as on the page.
      if (report === 'audit' && roleOf(authOf(request).usertype) !== 'admin') throw forbidden();
      const scope = await scopeOf(request);
      const lang = requestLang(request);
      const say: Say = (key) => translate(lang, key);
      const range =
        report === 'overdue' ? optionalRange(request.query) : checkedRange(request.query);
      const tables = await exportTables(ctx, scope, say, { report, range, department });
      const name = `report-${report}${range ? `-${range.from}-${range.to}` : ''}.${format}`;
      const body = format === 'csv' ? reportCsv(tables) : await reportXlsx(tables);
      return reply
        .header('content-type', contentTypes[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

/** The report's tables, each list read up to the export's cap. */
async function exportTables(
  ctx: AppContext,
  scope: ReportScope,
  say: Say,
  ask: { report: ReportKind; range: ReportRange | undefined; department: number | undefined },
): Promise<ReportTable[]> {
  const { report, department } = ask;
  // Every report but the overdue list has a checked range (checkedRange threw otherwise).
  const range = ask.range as ReportRange;
  switch (report) {
    case 'loans':
      return loansTables(say, await loansReport(ctx.db, scope, range));
    case 'overdue': {
      const page = await overduePage(ctx.db, scope, { range: ask.range, department }, EXPORT_PAGE);
      return overdueTables(say, scope.zone, page.list);
    }
    case 'mostBorrowed':
      return mostBorrowedTables(
        say,
        (await mostBorrowedPage(ctx.db, scope, range, EXPORT_PAGE)).list,
      );
    case 'neverBorrowed':
      return neverBorrowedTables(
        say,
        await neverBorrowed(ctx.db, scope, { range, department }, EXPORT_PAGE),
      );
    case 'finesCollected':
      return finesTables(say, await finesReport(ctx.db, scope, range));
    case 'audit': {
      const page = await auditPage(ctx.db, scope.orgId, EXPORT_PAGE, instantsOf(range, scope.zone));
      return auditTables(say, scope.zone, page.list);
    }
  }
}
