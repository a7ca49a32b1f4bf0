import {
  ApiPath,
  CopyStatus,
  ResultCode,
  type CatalogueCopy,
  type CatalogueImportStatus,
  type CataloguePage,
  type CatalogueRecord,
} from '../../core';
import { ok, type FakeHandler, type FakeReply } from '../../test/fake-api';

/** A refusal as the server words it (code 10158, the field in `data`). */
const refusal = (msg: string, data: object) => ({
  body: { code: ResultCode.businessError, msg, data },
});

/**
 * The catalogue's fake server: one record with a copy on the shelf and one on loan, two
 * locations. Record/Save refuses the ISBN 9787506365437 for any other record (it is 活着's)
 * and answers the record saved, which Find then lists; Copy/Add refuses the barcode YT2001.
 */
export function catalogueServer(): FakeHandler {
  const page: CataloguePage = {
    total: 1,
    index: 1,
    pagesize: 20,
    list: [
      {
        id: 11,
        title: '活着',
        author: '余华',
        publisher: '作家出版社',
        year: 2012,
        isbn: '9787506365437',
        callnumber: 'I247.57/Y77',
        summary: null,
        copies: [
          {
            id: 1,
            barcode: 'YT2001',
            callnumber: 'I247.57/Y77',
            location: '书库',
            status: CopyStatus.inLibrary,
            duetime: null,
          },
          {
            id: 2,
            barcode: 'YT2002',
            callnumber: 'I247.57/Y77',
            location: '书库',
            status: CopyStatus.borrowed,
            duetime: '2026-12-01T15:59:59Z',
          },
        ],
      },
    ],
  };
  const importer = importFake();
  return (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.path.endsWith(ApiPath.catalogueFind)) {
      const keyword = String(body.keyword ?? '');
      const list = page.list.filter(
        (record) =>
          record.title.includes(keyword) || record.copies.some((copy) => copy.barcode === keyword),
      );
      return ok({ ...page, total: list.length, list });
    }
    if (request.path.endsWith(ApiPath.catalogueLocations)) {
      return ok([
        { id: 1, name: '书库' },
        { id: 2, name: '阅览室' },
      ]);
    }
    if (request.path.endsWith(ApiPath.catalogueRecordSave)) {
      const id = typeof body.id === 'number' ? body.id : 100 + page.list.length;
      const isbn = typeof body.isbn === 'string' ? body.isbn.replace(/-/g, '') : null;
      if (isbn === '9787506365437' && id !== 11) {
        return refusal('本馆书目《活着》已使用这个 ISBN', {
          refused: 'isbnTaken',
          detail: '活着',
          field: 'isbn',
          recordid: 11,
        });
      }
      const old = page.list.find((record) => record.id === id);
      const record: CatalogueRecord = {
        id,
        title: String(body.title ?? '').trim(),
        author: typeof body.author === 'string' ? body.author : null,
        publisher: typeof body.publisher === 'string' ? body.publisher : null,
        year: typeof body.year === 'number' ? body.year : null,
        isbn,
        callnumber: typeof body.callnumber === 'string' ? body.callnumber : null,
        summary: typeof body.summary === 'string' ? body.summary : null,
        copies: old?.copies ?? [],
      };
      page.list = old
        ? page.list.map((one) => (one.id === id ? record : one))
        : [...page.list, record];
      return ok(record);
    }
    if (request.path.endsWith(ApiPath.catalogueCopyAdd)) {
      const barcode = String(body.barcode ?? '').trim();
      if (page.list.some((record) => record.copies.some((copy) => copy.barcode === barcode))) {
        return refusal(`条码 ${barcode} 已被本馆其他馆藏使用`, {
          refused: 'barcodeTaken',
          detail: barcode,
          field: 'barcode',
        });
      }
      const record = page.list.find((one) => one.id === body.recordid);
      const copy: CatalogueCopy = {
        id: 1000 + barcode.length,
        barcode,
        callnumber:
          typeof body.callnumber === 'string' ? body.callnumber : (record?.callnumber ?? null),
        location: body.locationid === 2 ? '阅览室' : body.locationid === 1 ? '书库' : null,
        status: CopyStatus.inLibrary,
        duetime: null,
      };
      record?.copies.push(copy);
      return ok(copy);
    }
    if (request.path.endsWith(ApiPath.copyCataloguingSources))
      return ok([{ name: 'NLC', url: 'http://sru.example/' }]);
    if (request.path.endsWith(ApiPath.catalogueCopyStatus)) {
      const copy = page.list[0]?.copies.find((one) => one.barcode === body.barcode);
      if (copy?.status === CopyStatus.borrowed) {
        return {
          body: {
            code: ResultCode.businessError,
            msg: '该册图书已借出',
            data: { refused: 'copyOnLoan', detail: null },
          },
        };
      }
      if (copy) copy.status = CopyStatus.weeded;
      return ok(copy);
    }
    const imported = importer(request.path, body);
    if (imported) return imported;
    return ok(null);
  };
}

/**
 * The catalogue importer's fake: a file whose bytes are a PDF is refused as the server words it; any
 * other starts job `job-1` (dry run when the form says so), whose Status reads 3,120 of its
 * records (42%) on the first poll, then is done with one rejected record.
 */
export function catalogueImportStatuses(dryrun: boolean): CatalogueImportStatus[] {
  const base = {
    jobid: 'job-1',
    filename: 'catalogue.mrc',
    format: 'auto',
    dryrun,
    totalBytes: 1_000_000,
    startedtime: '2026-05-01T08:00:00Z',
  };
  return [
    { ...base, state: 'running', records: 3120, bytes: 420_000, finishedtime: null },
    {
      ...base,
      state: 'done',
      format: 'iso2709/cnmarc',
      records: 7431,
      bytes: 1_000_000,
      finishedtime: '2026-05-01T08:01:10Z',
      summary: {
        format: 'iso2709/cnmarc',
        dryRun: dryrun,
        imported: 7203,
        updated: 12,
        unchanged: 215,
        rejected: 1,
        copiesAdded: 9120,
        copiesUpdated: 3,
        locationsCreated: 2,
        errors: [
          {
            record: 17,
            at: 'byte 20311',
            code: 'importNoTitle',
            reason: '缺少题名（200 $a）',
          },
        ],
        warningCount: 0,
        warnings: [],
      },
    },
  ];
}

function importFake() {
  let importDryRun = false;
  let importPolls = 0;
  return (path: string, body: Record<string, unknown>): FakeReply | undefined => {
    if (path.endsWith(ApiPath.catalogueImport)) {
      const form = String(body.raw ?? '');
      if (form.includes('%PDF')) {
        return refusal('无法识别文件格式（MARC、MARCXML、CSV 或 XLSX），请在“格式”中指定', {
          refused: 'unreadable',
          detail: null,
        });
      }
      importDryRun = /name="dryrun"\r\n\r\ntrue/.test(form);
      importPolls = 0;
      return ok({ jobid: 'job-1' });
    }
    if (path.endsWith(ApiPath.catalogueImportStatus)) {
      const statuses = catalogueImportStatuses(importDryRun);
      return ok(statuses[Math.min(importPolls++, statuses.length - 1)]);
    }
    return undefined;
  };
}
