import {
  ApiPath,
  type AuditEntry,
  type FinesReport,
  type LoansReport,
  type NeverBorrowedReport,
  type OverdueLoan,
  type Page,
} from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const loans: LoansReport = {
  from: '2026-01-01',
  to: '2026-03-31',
  total: 42,
  months: [
    { month: '2026-01', loans: 10 },
    { month: '2026-02', loans: 0 },
    { month: '2026-03', loans: 32 },
  ],
  classes: [
    { department: '三年级二班', loans: 30, readers: 12 },
    { department: null, loans: 12, readers: 3 },
  ],
};

const overdue: Page<OverdueLoan> = {
  total: 2,
  index: 1,
  pagesize: 50,
  list: [
    {
      readercode: '20230007',
      name: '郭强',
      department: '三年级二班',
      title: '骆驼祥子',
      barcode: 'YT0001',
      borrowtime: '2026-01-02T02:00:00.000Z',
      duetime: '2026-02-01T15:59:59.999Z',
      dayslate: 20,
    },
    {
      readercode: '20230001',
      name: '李明',
      department: null,
      title: '小王子',
      barcode: 'YT0002',
      borrowtime: '2026-01-20T02:00:00.000Z',
      duetime: '2026-02-19T15:59:59.999Z',
      dayslate: 2,
    },
  ],
};

const never: NeverBorrowedReport = {
  classes: [{ departmentid: 10, department: '三年级二班', readers: 40, never: 1 }],
  page: {
    total: 1,
    index: 1,
    pagesize: 50,
    list: [{ readercode: '20230011', name: '王芳', department: '三年级二班' }],
  },
};

const fines: FinesReport = {
  from: '2026-01-01',
  to: '2026-03-31',
  total: 12.5,
  rows: [
    { month: '2026-01', method: 'cash', amount: 10, fines: 3 },
    { month: '2026-03', method: 'wechat', amount: 2.5, fines: 1 },
  ],
};

const audit: Page<AuditEntry> = {
  total: 2,
  index: 1,
  pagesize: 50,
  list: [
    {
      id: 2,
      staffcode: 'L0001',
      staffname: '赵馆员',
      action: 'return',
      target: 'T0000123',
      detail: {},
      createdtime: '2026-03-02T09:30:00+08:00',
    },
    {
      id: 1,
      staffcode: 'A0001',
      staffname: '钱管理员',
      action: 'readerBlock',
      target: '20230011',
      detail: {},
      createdtime: '2026-03-01T08:00:00+08:00',
    },
  ],
};

/**
 * The reports API as the stories and tests see it; a bad range is refused as the server does.
 * The audit log answers only when `asAdmin` (the server refuses it to librarians).
 */
export function reportsServer({ asAdmin = false } = {}): FakeHandler {
  return ({ path, body }) => {
    const request = (body ?? {}) as { from?: string; to?: string };
    if (request.from && request.to && request.from > request.to) {
      return fail(20100, '请选择有效的日期范围', 400);
    }
    if (path.endsWith(ApiPath.reportsLoans)) return ok(loans);
    if (path.endsWith(ApiPath.reportsOverdue)) return ok(overdue);
    if (path.endsWith(ApiPath.reportsMostBorrowed)) {
      return ok({
        total: 1,
        index: 1,
        pagesize: 50,
        list: [{ bookid: 1, title: '三体', author: '刘慈欣', loans: 9, readers: 7 }],
      });
    }
    if (path.endsWith(ApiPath.reportsNeverBorrowed)) return ok(never);
    if (path.endsWith(ApiPath.reportsFinesCollected)) return ok(fines);
    if (path.endsWith(ApiPath.reportsAudit)) {
      return asAdmin ? ok(audit) : fail(20103, 'forbidden', 403);
    }
    if (path.endsWith(ApiPath.reportsExport)) {
      return { status: 200, body: '\ufeff月份,借阅次数\r\n2026-01,10\r\n' };
    }
    return { status: 404, body: { code: 20102, msg: 'not found', data: null } };
  };
}
