import { ApiPath, type VolunteerRecord, type VolunteerTerm } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/LibraryReaderApi\/)/;

const record = (
  id: number,
  servicedate: string,
  type: VolunteerRecord['type'],
  hours: number,
  place: string,
  note = '',
): VolunteerRecord => ({ id, servicedate, type, hours, note, workdate: servicedate, place });

/** Two terms of service: 2025-2026 first term (3 records, 4.5 h) and second (2, 3 h). */
export const RECORDS: VolunteerRecord[] = [
  record(5, '2026-04-12', 'reading', 2, '少儿绘本区', '为低年级同学读绘本'),
  record(4, '2026-03-01', 'shelving', 1, '图书馆一楼借阅室'),
  record(3, '2025-12-20', 'event', 2, '报告厅', '<b>读书节</b>活动布置'),
  record(2, '2025-10-09', 'circulation', 1.5, '图书馆一楼借阅室'),
  record(1, '2025-09-15', 'tidying', 1, '期刊室'),
];

export const TERMS: VolunteerTerm[] = [
  {
    id: '2025-2026-2',
    year: 2025,
    term: 2,
    from: '2026-02-01',
    to: '2026-07-31',
    records: 2,
    hours: 3,
  },
  {
    id: '2025-2026-1',
    year: 2025,
    term: 1,
    from: '2025-08-01',
    to: '2026-01-31',
    records: 3,
    hours: 4.5,
  },
];

export interface VolunteerServerOptions {
  fails?: boolean;
  empty?: boolean;
}

/** The volunteer list call: filters by term or dates, pages, sums the hours. */
export function volunteerServer(options: VolunteerServerOptions = {}): FakeHandler {
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    if (request.path.replace(API_BASE, '') !== ApiPath.volunteerList) {
      return fail(40401, 'not found', 404);
    }
    const body = request.body ?? {};
    const term = TERMS.find((item) => item.id === body.term);
    const from = term?.from ?? (body.from as string | undefined) ?? '0000';
    const to = term?.to ?? (body.to as string | undefined) ?? '9999';
    const all = options.empty ? [] : RECORDS;
    const list = all.filter((item) => item.servicedate >= from && item.servicedate <= to);
    const index = Number(body.index ?? 1);
    const size = Number(body.pagesize ?? 20);
    return ok({
      total: list.length,
      index,
      pagesize: size,
      list: list.slice((index - 1) * size, index * size),
      totalhours: list.reduce((sum, item) => sum + item.hours, 0),
      terms: options.empty ? [] : TERMS,
    });
  };
}
