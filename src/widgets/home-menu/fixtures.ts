import { ApiPath } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

export const MENUS = [
  { key: 'introduction', title: '图书馆简介', path: '/about' },
  { key: 'news', title: '新闻', path: '/infos?type=news' },
  { key: 'reservation', title: '预约续借', path: '/book-management' },
  { key: 'customerService', title: '客服咨询' },
  { key: 'custom', title: '校史馆', path: '/about' },
];
const ICONS = [
  { key: 'introduction', path: 'M3 9l9-5 9 5' },
  // Not path data: never drawn.
  { key: 'news', path: 'M0 0"/><script>alert(1)</script>' },
];

/** The fake home menu and icons of the tests and stories. */
export function homeMenuServer(
  options: { phone?: string; iconsFail?: boolean; content?: string } = {},
): FakeHandler {
  return (request) => {
    if (request.path.endsWith(ApiPath.homeMenus)) {
      return ok({
        content:
          options.content ??
          JSON.stringify({ menus: MENUS, customerServicePhone: options.phone ?? '0571-88886666' }),
      });
    }
    if (request.path.endsWith(ApiPath.opacIcons)) {
      return options.iconsFail ? fail(20102, '', 500) : ok(ICONS);
    }
    return fail(40401, 'not found', 404);
  };
}
