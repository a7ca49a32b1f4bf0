import { ApiPath, type OrganizationProfile, type Page } from '../core';
import { fail, ok, type FakeHandler } from './fake-api';

const profile = (
  id: number,
  name: string,
  orgcode: string,
  titles: number,
): OrganizationProfile => ({
  id,
  name,
  orgcode,
  timezone: 'Asia/Shanghai',
  logofileid: id === 1 ? 'logo-1' : null,
  titles,
  readers: titles / 10,
  loansthisyear: titles * 3,
});

/** Thirteen organisations: more than one page of twelve. */
export const ORGANIZATIONS: OrganizationProfile[] = [
  profile(1, '云图科技实验学校图书馆', 'YTKJ', 10230),
  profile(2, '示范第二中学图书馆', 'DEMO2', 2400),
  ...Array.from({ length: 11 }, (_, index) =>
    profile(3 + index, `第${index + 3}实验小学`, `S${index + 3}`, 1000 + index * 10),
  ),
];

/** The fake Organization/List of the tests and stories: qname, id and paging as the server. */
export function organizationServer(options: { fails?: boolean } = {}): FakeHandler {
  return (request) => {
    if (options.fails) return fail(20102, '', 500);
    if (!request.path.endsWith(ApiPath.organizationList)) return fail(40401, 'not found', 404);
    const body = request.body ?? {};
    const qname = String(body.qname ?? '').toLowerCase();
    const matching = ORGANIZATIONS.filter(
      (entry) =>
        (body.id === undefined || entry.id === body.id) &&
        (!qname ||
          entry.name.toLowerCase().includes(qname) ||
          entry.orgcode.toLowerCase().includes(qname)),
    );
    const index = Number(body.pageindex ?? 1);
    const size = Number(body.pagesize ?? 12);
    const page: Page<OrganizationProfile> = {
      total: matching.length,
      index,
      pagesize: size,
      list: matching.slice((index - 1) * size, index * size),
    };
    return ok(page);
  };
}
