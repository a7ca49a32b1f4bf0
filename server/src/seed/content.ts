import type { footerLink, news, organization } from '../db/schema';
import { LOOPBACK_ORIGINS } from '../http/origin-patterns';
import { FileIds } from './files';

/** Organisation ids are fixed: YTKJ is the default organisation, id 1. */
export const OrgIds = { ytkj: 1, demo2: 2 } as const;
export const ORG_IDS = [OrgIds.ytkj, OrgIds.demo2];

type OrganizationRow = typeof organization.$inferInsert & { id: number };

/**
 * Who may call the demo's API with credentials and frame its pages: a page on this machine,
 * on any port (the examples served elsewhere, a developer's own page, the browser tests).
 * A deployment adds its schools' sites per organisation, and its own through ALLOWED_ORIGINS.
 */
const DEMO_ALLOWED_ORIGINS = [...LOOPBACK_ORIGINS];

/** Inserted without logo and banner first: the files reference the organisation. */
export const organizations: OrganizationRow[] = [
  {
    id: OrgIds.ytkj,
    orgcode: 'YTKJ',
    name: '云图科技实验学校图书馆',
    servicePhone: '010-6275 1000',
    // The portal operator's ICP filing: the footer shows it on the default organisation's pages.
    registrationNo: '京ICP备00000000号',
    enableAiLibrarian: true,
    allowedOrigins: DEMO_ALLOWED_ORIGINS,
    address: '北京市海淀区学院路 37 号 图书馆楼',
    openingHours: '周一至周五 7:30–21:00；周六、周日 9:00–17:00；法定节假日另行通知',
    introduction:
      '云图科技实验学校图书馆建筑面积四千余平方米，设借阅区、社科书库、少儿阅览室和期刊室，' +
      '馆藏图书十余万册，提供借阅、预约、自助借还、电子资源和阅读推广等服务。',
    readerNotice:
      '1. 凭读者证借阅，学生每次可借 5 册，借期 30 天；教师每次可借 15 册，借期 60 天。\n' +
      '2. 逾期归还每册每天 0.5 元。\n3. 爱护图书，遗失或损坏按价赔偿。\n4. 馆内保持安静，请勿饮食。',
  },
  {
    id: OrgIds.demo2,
    orgcode: 'DEMO2',
    name: '示范第二中学图书馆',
    servicePhone: '021-5566 2000',
    // A school's own filing on record, which the footer still hides (Footer.tsx says why).
    registrationNo: '沪ICP备00000001号',
    enableAiLibrarian: false,
    allowedOrigins: DEMO_ALLOWED_ORIGINS,
    address: '上海市徐汇区示范路 2 号',
    openingHours: '周一至周五 8:00–17:00',
    introduction: '示范第二中学图书馆面向全校师生开放，设综合借阅区和期刊阅览室。',
    readerNotice: '借阅请出示校园卡，学生每次可借 5 册，借期 30 天。',
  },
];

export const organizationImages = [
  { id: OrgIds.ytkj, logoFileId: FileIds.ytkjLogo, bannerFileId: FileIds.ytkjBanner },
  { id: OrgIds.demo2, logoFileId: FileIds.demo2Logo, bannerFileId: null },
];

type FooterLinkRow = typeof footerLink.$inferInsert;

const links = (organizationId: number, entries: [string, string, boolean][]): FooterLinkRow[] =>
  entries.map(([title, url, isShow], sortOrder) => ({
    organizationId,
    title,
    url,
    isShow,
    sortOrder,
  }));

export const footerLinks: FooterLinkRow[] = [
  ...links(OrgIds.ytkj, [
    ['当当网', 'https://www.dangdang.com', true],
    ['京东图书', 'https://book.jd.com', true],
    ['豆瓣读书', 'https://book.douban.com', true],
    ['孔夫子旧书网', 'https://www.kongfz.com', false],
  ]),
  ...links(OrgIds.demo2, [
    ['国家图书馆', 'https://www.nlc.cn', true],
    ['中国知网', 'https://www.cnki.net', true],
    ['上海图书馆', 'https://library.sh.cn', true],
    ['旧版门户', 'https://example.com/old-portal', false],
  ]),
];

export const locationNames = [
  '总馆一楼借阅区',
  '总馆二楼社科书库',
  '少儿阅览室',
  '期刊室',
] as const;
/** The storey of each room above (the 3D floor map draws them on it): as their names say. */
export const locationFloors: Record<(typeof locationNames)[number], number> = {
  总馆一楼借阅区: 1,
  总馆二楼社科书库: 2,
  少儿阅览室: 1,
  期刊室: 2,
};
export const preborrowSiteNames = [
  '图书馆总服务台',
  '教学楼A栋自助借还柜',
  '宿舍区自助借还柜',
] as const;

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

type NewsRow = typeof news.$inferInsert;
type NewsTemplate = [type: NewsRow['type'], title: string, bodyHtml: string];

/**
 * Hostile markup in a news body, as a compromised or careless back end might send it: the
 * server stores and serves it as-is, and the widget must sanitise it (proven end to end). A
 * test fixture, not news: only databases seeded for tests hold it (`testFixtures`), never the
 * demo a reader sees.
 */
export const HOSTILE_NEWS_TITLE = '读书节活动安全提示';
export const HOSTILE_NEWS_BODY =
  '<p>安全提示</p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">链接</a><iframe srcdoc="<script>alert(4)</script>"></iframe>' +
  '<a href="https://www.example.org" target="_blank">外部链接</a>';

const newsTemplates: NewsTemplate[] = [
  [
    'news',
    '{org}举办“世界读书日”主题阅读周',
    paragraphs(
      '本周图书馆举办主题阅读周，设置好书推荐、读书分享会和图书漂流等活动。',
      '欢迎全校师生积极参与。',
    ),
  ],
  [
    'news',
    '{org}新到图书三百余册',
    paragraphs(
      '本月新到文学、科普、历史类图书三百余册，已上架至总馆一楼借阅区。',
      '可通过门户检索并预约。',
    ),
  ],
  [
    'news',
    '“书香校园”读书征文评选结果揭晓',
    paragraphs(
      '经过初评和复评，共评出一等奖 5 名、二等奖 10 名、三等奖 20 名。',
      '获奖作品将在图书馆展出。',
    ),
  ],
  [
    'news',
    '{org}开通自助借还柜服务',
    paragraphs('教学楼A栋与宿舍区自助借还柜已投入使用，支持刷卡借书、还书和领取预约图书。'),
  ],
  [
    'news',
    '数字资源平台新增电子期刊',
    paragraphs('数字资源平台新增电子期刊二十余种，校内网络可直接阅读。'),
  ],
  [
    'notice',
    '关于寒假期间开放时间调整的通知',
    paragraphs('寒假期间图书馆每周二、周四 9:00–16:00 开放，请读者合理安排借还时间。'),
  ],
  [
    'notice',
    '逾期图书归还提醒',
    paragraphs('请借阅图书已逾期的读者尽快归还，逾期费用为每册每天 0.5 元。'),
  ],
  [
    'notice',
    '图书馆系统升级公告',
    paragraphs('本周六 8:00–12:00 系统升级，期间暂停线上预约与续借服务，敬请谅解。'),
  ],
  [
    'activity',
    '“阅读之星”评选活动报名开始',
    paragraphs('本学期借阅量与读书笔记综合评定“阅读之星”，报名截止至月底。'),
  ],
  [
    'activity',
    '作家进校园讲座',
    paragraphs(
      '本周五下午两点在报告厅举办作家讲座，主题为“如何写好一篇读后感”。',
      '名额有限，请到总服务台登记。',
    ),
  ],
  [
    'activity',
    '亲子共读夜',
    paragraphs('少儿阅览室将举办亲子共读夜活动，欢迎家长与学生共同参加。'),
  ],
];

/** Topics of YTKJ's older news, each run a few times over the past months. */
const archiveTopics: [title: string, body: string][] = [
  ['读书分享会回顾', '本期读书分享会共有三十余名师生参加，围绕推荐书目交流了阅读心得。'],
  ['新书推荐', '图书馆精选本月新到图书十种，涵盖文学、科普与历史，欢迎借阅。'],
  ['图书馆志愿者招募', '图书馆招募学生志愿者，协助图书整理、上架和借还服务。'],
  ['馆藏图书数字化进展', '馆藏古籍与地方文献数字化工作持续推进，部分资源已可在线阅读。'],
  ['书法与篆刻作品展', '师生书法与篆刻作品展在图书馆一楼大厅举行，展期两周。'],
];
const ARCHIVE_EDITIONS = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Twenty items from five topics, a week or so apart, older than the regular news. */
function archiveNews(): NewsTemplate[] {
  return Array.from({ length: ARCHIVE_EDITIONS }, (_, edition) =>
    archiveTopics.map(([title, body]): NewsTemplate => [
      'news',
      `${title}（第 ${ARCHIVE_EDITIONS - edition} 期）`,
      paragraphs(body),
    ]),
  ).flat();
}

/**
 * Every organisation gets the templates, a few days apart, newest first. YTKJ also gets
 * months of older news, so its news list pages; DEMO2 keeps a single page. With
 * `testFixtures` the hostile item comes second, where the tests find it on the first page.
 */
export function newsFor(
  organizationId: number,
  orgName: string,
  now: Date,
  testFixtures = false,
): NewsRow[] {
  const archive = organizationId === OrgIds.ytkj ? archiveNews() : [];
  const [first, ...rest] = newsTemplates;
  const fixtures: NewsTemplate[] = testFixtures
    ? [['news', HOSTILE_NEWS_TITLE, HOSTILE_NEWS_BODY]]
    : [];
  const templates = first ? [first, ...fixtures, ...rest] : fixtures;
  return [...templates, ...archive].map(([type, title, bodyHtml], index) => ({
    organizationId,
    type,
    title: title.replace('{org}', orgName),
    bodyHtml,
    publishedAt: new Date(now.getTime() - (index * 3 + 1) * DAY_MS),
  }));
}
