import {
  ApiPath,
  ResultCode,
  SETTINGS_LIMITS,
  type LibrarySettings,
  type SettingsRefusalDetail,
  type SettingsUpdateRequest,
  type TradeMethod,
} from '../../core';
import { ok, type FakeHandler, type FakeReply } from '../../test/fake-api';

export const settingsFixture = (): LibrarySettings => ({
  general: {
    name: '一厂实验学校图书馆',
    servicephone: '010-8888',
    enableailibrarian: true,
    logofileid: null,
    bannerfileid: null,
  },
  hours: {
    openinghours: '周一至周五 7:30–21:00\n周六、周日 9:00–17:00',
    address: '北京市海淀区学院路 1 号',
  },
  footerLinks: [
    { title: '当当网', url: 'https://www.dangdang.com', isshow: true },
    { title: '区图书馆', url: 'https://lib.example.org', isshow: false },
  ],
  origins: ['https://www.school.example'],
  loanRules: [
    {
      id: 1,
      name: '学生',
      maxloans: 5,
      loandays: 30,
      maxrenewals: 2,
      finefenperday: 10,
      finelimitfen: 1000,
      maxreservations: 3,
      holddays: 3,
    },
    {
      id: 2,
      name: '教师',
      maxloans: 20,
      loandays: 60,
      maxrenewals: 3,
      finefenperday: 0,
      finelimitfen: 0,
      maxreservations: 5,
      holddays: 5,
    },
  ],
  sources: [
    {
      name: '国家图书馆',
      protocol: 'sru',
      url: 'https://sru.example.org/sru',
      allowprivate: false,
    },
  ],
  payments: { methods: ['wechat', 'alipay'], offered: ['wechat', 'alipay', 'bank'] },
  homeMenu: [
    { key: 'introduction', title: '图书馆简介', path: '/about', icon: 'library', isshow: true },
    { key: 'news', title: '校园新闻', path: '/infos?type=news', icon: 'news', isshow: true },
    { key: 'customerService', title: '客服咨询', icon: 'service', isshow: true },
    {
      key: 'custom-1',
      title: '校史馆',
      path: 'https://history.school.example',
      icon: 'M4 4h16v16H4z',
      isshow: false,
    },
  ],
  homeMenuChoices: {
    icons: [
      { name: 'library', path: 'M3 9l9-5 9 5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18' },
      { name: 'news', path: 'M4 5h13v14H6a2 2 0 0 1-2-2z' },
      { name: 'service', path: 'M4 14v-2a8 8 0 0 1 16 0v2' },
      { name: 'book', path: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z' },
      { name: 'link', path: 'M10 14a4 4 0 0 0 5.7 0l3-3' },
    ],
    defaults: [
      { key: 'introduction', title: '图书馆简介', path: '/about', icon: 'library', isshow: true },
      { key: 'news', title: '新闻', path: '/infos?type=news', icon: 'news', isshow: true },
      { key: 'customerService', title: '客服咨询', icon: 'service', isshow: true },
    ],
  },
});

/** Path commands and numbers only (the server's ICON_PATH). */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]{1,1000}$/;

const refuse = (detail: SettingsRefusalDetail, msg: string): FakeReply => ({
  body: { code: ResultCode.businessError, msg, data: detail },
});

/**
 * A settings server: Get answers the state, Update saves a section and refuses as the server
 * does (a footer address that is not http/https, an origin with a path, opening hours past their
 * bound, a payment method the gateway does not offer, a home menu link or icon that is neither a
 * portal path / https address nor a built-in icon / path data), naming field and row.
 */
export function settingsServer(
  state = settingsFixture(),
  options: {
    /** What the gateway offers by the time of a save (it changed since the page loaded). */
    offeredNow?: TradeMethod[];
  } = {},
): FakeHandler {
  return (request) => {
    if (request.path.endsWith(ApiPath.settingsGet)) return ok(state);
    if (request.path.endsWith(ApiPath.settingsImage)) {
      const kind = request.query.get('kind');
      if (kind === 'logo') state.general.logofileid = 'logo-2';
      if (kind === 'banner') state.general.bannerfileid = 'banner-2';
      return ok(state);
    }
    if (request.path.endsWith(ApiPath.settingsUpdate)) {
      const body = request.body as unknown as SettingsUpdateRequest;
      if (body.section === 'footerLinks') {
        const index = body.value.findIndex((link) => !/^https?:\/\/./.test(link.url));
        if (index >= 0) {
          return refuse(
            {
              refused: 'invalidField',
              section: 'footerLinks',
              field: 'url',
              problem: 'notHttp',
              index,
            },
            '网址须是 http:// 或 https:// 开头的网址',
          );
        }
      }
      if (body.section === 'origins') {
        const index = body.value.findIndex((origin) => /^\w+:\/\/[^/]+\/./.test(origin));
        if (index >= 0) {
          return refuse(
            {
              refused: 'invalidField',
              section: 'origins',
              field: 'origin',
              problem: 'notOrigin',
              index,
            },
            '来源须是“协议://主机[:端口]”，不含路径，不能是 *',
          );
        }
      }
      if (body.section === 'hours') {
        const max = SETTINGS_LIMITS.openingHoursMax;
        if (body.value.openinghours.trim().length > max) {
          return refuse(
            {
              refused: 'invalidField',
              section: 'hours',
              field: 'openinghours',
              problem: 'tooLong',
              index: null,
            },
            `开放时间最多 ${max} 个字`,
          );
        }
      }
      if (body.section === 'payments') {
        const offered = options.offeredNow ?? state.payments.offered;
        const index = body.value.methods.findIndex((method) => !offered.includes(method));
        if (index >= 0) {
          return refuse(
            {
              refused: 'invalidField',
              section: 'payments',
              field: 'methods',
              problem: 'notOffered',
              index,
            },
            '支付方式只能选支付网关提供的在线方式（现金由服务台收取，不在此列）',
          );
        }
        state.payments = { ...state.payments, methods: body.value.methods };
        return ok(state);
      }
      if (body.section === 'homeMenu') {
        const names = state.homeMenuChoices.icons.map((icon) => icon.name);
        const badPath = body.value.findIndex(
          (entry) =>
            entry.key !== 'customerService' &&
            !/^(?!.*\/\/)\/[\w\-./?=&%]*$/.test(entry.path ?? '') &&
            !/^https:\/\/\S+$/.test(entry.path ?? ''),
        );
        if (badPath >= 0) {
          return refuse(
            {
              refused: 'invalidField',
              section: 'homeMenu',
              field: 'path',
              problem: 'notPath',
              index: badPath,
            },
            '链接须是以 / 开头的门户路径（不含 //）或 https:// 开头的网址',
          );
        }
        const badIcon = body.value.findIndex(
          (entry) => !names.includes(entry.icon) && !PATH_DATA.test(entry.icon.trim()),
        );
        if (badIcon >= 0) {
          return refuse(
            {
              refused: 'invalidField',
              section: 'homeMenu',
              field: 'icon',
              problem: 'notIcon',
              index: badIcon,
            },
            '图标须是内置图标之一，或只含路径命令和数字的 SVG 路径数据',
          );
        }
      }
      if (body.section === 'general') Object.assign(state.general, body.value);
      else Object.assign(state, { [body.section]: body.value });
      return ok(state);
    }
    return { status: 404, body: { code: 20102, msg: 'not found', data: null } };
  };
}
