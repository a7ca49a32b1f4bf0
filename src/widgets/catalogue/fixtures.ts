import { ApiPath, CopyStatus, ResultCode, type CataloguePage } from '../../core';
import { ok, type FakeHandler } from '../../test/fake-api';

/** The catalogue's fake server: one record with a copy on the shelf and one on loan. */
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
  return (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.path.endsWith(ApiPath.catalogueFind)) return ok(page);
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
    return ok(null);
  };
}
