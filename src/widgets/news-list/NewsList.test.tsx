import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { LpEvent, NewsDetail, NewsSummary, NewsType } from '../../core';
import { createFakeApi, fail, ok, type FakeHandler } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { NewsList, toNewsType, toPageSize } from './NewsList';
import { formatNewsDate } from './PublishedDate';

const LIST_PATH = '/NewsApi/OpacNews/List';
const DETAIL_PATH = '/NewsApi/OpacNews/Query';
const PUBLISHED = '2025-03-01T12:00:00Z';

function items(type: NewsType, count: number): NewsSummary[] {
  const label = { news: '新闻', notice: '公告', activity: '活动' }[type];
  return Array.from({ length: count }, (_, index) => ({
    id: (type === 'news' ? 0 : type === 'notice' ? 100 : 200) + index + 1,
    type,
    title: `${label} ${index + 1}`,
    summary: `${label}摘要 ${index + 1}`,
    publishedat: PUBLISHED,
  }));
}

const ALL = [...items('news', 23), ...items('notice', 3), ...items('activity', 0)];

const HOSTILE_BODY =
  '<p>开馆<strong>通知</strong></p>' +
  '<script>alert(1)</script>' +
  '<img src="x" onerror="alert(1)">' +
  '<img src="https://example.org/photo.jpg" alt="照片" onload="alert(1)">' +
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>' +
  '<svg><script>alert(1)</script></svg>' +
  '<a href="javascript:alert(1)">坏链接</a> ' +
  '<a href="data:text/html,<script>alert(1)</script>">数据链接</a> ' +
  '<a href="https://example.org/more">详情</a>' +
  '<p style="position:fixed" onclick="alert(1)">样式</p>';

function newsServer({
  list = ALL,
  body = HOSTILE_BODY,
  listReply,
  detailReply,
}: {
  list?: NewsSummary[];
  body?: string;
  listReply?: FakeHandler;
  detailReply?: FakeHandler;
} = {}): FakeHandler {
  return (request) => {
    if (request.path.endsWith(LIST_PATH)) {
      if (listReply) return listReply(request);
      const { index, pageSize, type } = request.body as {
        index: number;
        pageSize: number;
        type: NewsType;
      };
      const matching = list.filter((item) => item.type === type);
      return ok({
        total: matching.length,
        index,
        pagesize: pageSize,
        list: matching.slice((index - 1) * pageSize, index * pageSize),
      });
    }
    if (request.path.endsWith(DETAIL_PATH)) {
      if (detailReply) return detailReply(request);
      const id = Number(request.query.get('id'));
      const item = list.find((candidate) => candidate.id === id);
      if (!item) return fail(40401, 'not found', 404);
      const detail: NewsDetail = { ...item, bodyhtml: body };
      return ok(detail);
    }
    return fail(40401, 'not found', 404);
  };
}

function setup(
  props: Parameters<typeof NewsList>[0] = {},
  options: Parameters<typeof newsServer>[0] = {},
  lang?: 'zh' | 'en',
  cancelNavigation = false,
) {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => {
    if (cancelNavigation) event.preventDefault();
  });
  const rendered = renderWidget(
    <NewsList onNavigate={onNavigate} {...props} />,
    newsServer(options),
    lang,
  );
  const listRequests = () =>
    rendered.requests.filter((request) => request.path.endsWith(LIST_PATH));
  const detailRequests = () =>
    rendered.requests.filter((request) => request.path.endsWith(DETAIL_PATH));
  return { ...rendered, onNavigate, listRequests, detailRequests };
}

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function expectNoAxeViolations(root: Element) {
  // jsdom has no layout, so contrast cannot be measured here.
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  // …and it did check something.
  expect(results.passes.length).toBeGreaterThan(5);
}

describe('toNewsType and toPageSize', () => {
  it('map the attribute values of DESIGN.md and the singular forms', () => {
    expect(toNewsType('news')).toBe('news');
    expect(toNewsType('notices')).toBe('notice');
    expect(toNewsType('notice')).toBe('notice');
    expect(toNewsType('activities')).toBe('activity');
    expect(toNewsType(' Activity ')).toBe('activity');
    expect(toNewsType('bogus')).toBe('news');
    expect(toNewsType(undefined)).toBe('news');
  });

  it('default to 10 per page and allow at most 50', () => {
    expect(toPageSize(undefined)).toBe(10);
    expect(toPageSize(Number.NaN)).toBe(10);
    expect(toPageSize(0)).toBe(10);
    expect(toPageSize(5.7)).toBe(5);
    expect(toPageSize(500)).toBe(50);
  });

  it('format dates for the language, on the calendar of the library’s time zone', () => {
    const shanghai = 'Asia/Shanghai';
    expect(formatNewsDate(PUBLISHED, 'zh', shanghai)).toBe('2025年3月1日');
    expect(formatNewsDate(PUBLISHED, 'en', shanghai)).toBe('Mar 1, 2025');
    // Half past midnight in Beijing is still the day before in UTC (and for a reader in Europe).
    expect(formatNewsDate('2024-12-31T16:30:00Z', 'zh', shanghai)).toBe('2025年1月1日');
    expect(formatNewsDate('2024-12-31T16:30:00Z', 'en', shanghai)).toBe('Jan 1, 2025');
    expect(formatNewsDate('2025-03-01T15:59:59Z', 'zh', shanghai)).toBe('2025年3月1日');
    // A library in Berlin: 23:30 on 28 March is 00:30 the next day after the clocks go
    // forward, so 22:30 UTC is the 28th in winter time and the 29th in summer time.
    expect(formatNewsDate('2026-03-28T22:30:00Z', 'en', 'Europe/Berlin')).toBe('Mar 28, 2026');
    expect(formatNewsDate('2026-03-29T22:30:00Z', 'en', 'Europe/Berlin')).toBe('Mar 30, 2026');
    expect(formatNewsDate('2026-03-29T22:30:00Z', 'zh', 'Europe/Berlin')).toBe('2026年3月30日');
    // A zone this browser does not know shows the date rather than failing.
    expect(formatNewsDate(PUBLISHED, 'en', 'Mars/Olympus_Mons')).toMatch(/2025/);
  });
});

describe('NewsList', () => {
  it('lists titles, dates and summaries, and pages with previous and next', async () => {
    const user = userEvent.setup();
    const { listRequests } = setup();
    await screen.findByRole('heading', { name: '新闻资讯' });
    await screen.findByText('新闻 1');
    expect(titles()).toHaveLength(10);
    expect(screen.getAllByText('2025年3月1日')[0]?.closest('time')?.getAttribute('datetime')).toBe(
      PUBLISHED,
    );
    expect(screen.getByText('新闻摘要 1')).toBeTruthy();
    expect(screen.getByText('共 23 条')).toBeTruthy();
    expect(listRequests()[0]?.body).toMatchObject({
      index: 1,
      pageSize: 10,
      type: 'news',
      organizationid: 1,
    });

    const pager = screen.getByRole('navigation', { name: '新闻资讯分页' });
    const previous = within(pager).getByRole('button', { name: '上一页' }) as HTMLButtonElement;
    const next = within(pager).getByRole('button', { name: '下一页' }) as HTMLButtonElement;
    expect(within(pager).getByText('第 1 / 3 页')).toBeTruthy();
    expect(previous.disabled).toBe(true);

    await user.click(next);
    await screen.findByText('新闻 11');
    expect(titles()[0]).toBe('新闻 11');
    expect(within(pager).getByText('第 2 / 3 页')).toBeTruthy();
    expect(listRequests().at(-1)?.body).toMatchObject({ index: 2, pageSize: 10 });

    await user.click(next);
    await screen.findByText('新闻 21');
    expect(titles()).toEqual(['新闻 21', '新闻 22', '新闻 23']);
    expect(next.disabled).toBe(true);
    // The used button is disabled now: focus moved to the other one instead of being lost.
    await waitFor(() => expect(document.activeElement).toBe(previous));
    await user.click(previous);
    await screen.findByText('新闻 11');
  });

  it('asks for notices or activities as the type attribute says, with the page size', async () => {
    const { listRequests } = setup({ type: 'notices', pageSize: 2 });
    await screen.findByRole('heading', { name: '通知公告' });
    await screen.findByText('公告 1');
    expect(titles()).toEqual(['公告 1', '公告 2']);
    expect(listRequests()[0]?.body).toMatchObject({ type: 'notice', pageSize: 2 });
    expect(screen.getByText('第 1 / 2 页')).toBeTruthy();
  });

  it('shows 无匹配数据 when there is nothing', async () => {
    setup({ type: 'activities' });
    await screen.findByText('无匹配数据');
    expect(screen.getByRole('heading', { name: '活动信息' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows 加载中... while loading', async () => {
    setup({}, { listReply: () => ({ ...ok({ total: 0, list: [] }), delay: 60_000 }) });
    await screen.findByText('加载中...');
  });

  it('shows 请求错误 when the list cannot be loaded', async () => {
    setup({}, { listReply: () => fail(20102, '', 500) });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent === '请求错误')).toBe(true);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('opens an item in place after a cancelable lp-navigate, with its body sanitised', async () => {
    const user = userEvent.setup();
    const { onNavigate, detailRequests, container } = setup();
    await user.click(await screen.findByRole('button', { name: '新闻 2' }));

    const event = onNavigate.mock.calls[0]?.[0];
    expect(event?.detail).toEqual({ path: '/infos', query: { type: 'news', id: 2 } });
    expect(event?.cancelable).toBe(true);
    expect(event?.bubbles && event.composed).toBe(true);

    const title = await screen.findByRole('heading', { level: 2, name: '新闻 2' });
    // The focus moves in an effect, after the title is on screen (on a busy machine, later).
    await waitFor(() => expect(document.activeElement).toBe(title));
    const body = await waitFor(() => {
      const found = container.querySelector('[part="body"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(detailRequests()[0]?.method).toBe('POST');
    expect(detailRequests()[0]?.query.get('id')).toBe('2');

    expect(body.querySelector('strong')?.textContent).toBe('通知');
    expect(container.querySelector('script, iframe, svg')).toBeNull();
    const html = container.innerHTML;
    expect(html).not.toMatch(/onerror|onload|onclick|javascript:|data:text|srcdoc|style="position/);
    const images = body.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      'https://example.org/photo.jpg',
    ]);
    const external = within(body).getByRole('link', { name: '详情' });
    expect(external.getAttribute('href')).toBe('https://example.org/more');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(body).queryByRole('link', { name: '坏链接' })).toBeNull();
    expect(body.textContent).toContain('坏链接');
  });

  it('does not open the item when the page cancels lp-navigate', async () => {
    const user = userEvent.setup();
    const { onNavigate, detailRequests } = setup({}, {}, undefined, true);
    await user.click(await screen.findByRole('button', { name: '新闻 3' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '返回列表' })).toBeNull();
    expect(screen.getByRole('button', { name: '新闻 3' })).toBeTruthy();
    expect(detailRequests()).toHaveLength(0);
  });

  it('goes back to the same page of the list with the focus on the item it left', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: '下一页' }));
    await user.click(await screen.findByRole('button', { name: '新闻 12' }));
    await user.click(await screen.findByRole('button', { name: '返回列表' }));
    const item = await screen.findByRole('button', { name: '新闻 12' });
    expect(screen.getByText('第 2 / 3 页')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(item));
  });

  it('shows 请求错误 in an item that cannot be loaded, and can still go back', async () => {
    const user = userEvent.setup();
    setup({}, { detailReply: () => fail(40401, '未找到该资讯', 404) });
    await user.click(await screen.findByRole('button', { name: '新闻 2' }));
    const article = await screen.findByRole('article', { name: '新闻 2' });
    const error = await within(article).findByRole('alert');
    expect(error.textContent).toBe('请求错误');
    expect(article.querySelector('[part="body"]')).toBeNull();
    await user.click(within(article).getByRole('button', { name: '返回列表' }));
    const item = await screen.findByRole('button', { name: '新闻 2' });
    await waitFor(() => expect(document.activeElement).toBe(item));
  });

  it('speaks English, dates and pager included', async () => {
    const user = userEvent.setup();
    setup({}, {}, 'en');
    await screen.findByRole('heading', { name: 'News' });
    await screen.findByText('新闻 1');
    expect(screen.getAllByText('Mar 1, 2025').length).toBeGreaterThan(0);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('23 items')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新闻 1' }));
    await screen.findByRole('button', { name: 'Back to list' });
  });

  it('has no axe violations in the list and in an item', async () => {
    const user = userEvent.setup();
    const { container } = setup();
    await screen.findByText('新闻 1');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '新闻 1' }));
    await waitFor(() => expect(container.querySelector('[part="body"]')).not.toBeNull());
    await expectNoAxeViolations(container);
  });
});

describe('<lp-news-list>', () => {
  async function mount(html: string) {
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(newsServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const element = host.firstElementChild as HTMLElement;
    return { host, element, shadow: element.shadowRoot as unknown as HTMLElement, api };
  }

  it('reads type and page-size attributes (plural or singular, page size at most 50)', async () => {
    const { host, shadow, api } = await mount(
      `<lp-news-list api-base="${TEST_API_BASE}" type="notices" page-size="500"></lp-news-list>`,
    );
    await within(shadow).findByText('公告 1');
    const list = api.requests.find((request) => request.path.endsWith(LIST_PATH));
    expect(list?.body).toMatchObject({ type: 'notice', pageSize: 50 });
    expect(shadow.querySelector('[part="list"]')).not.toBeNull();
    expect(shadow.querySelectorAll('[part="item"]')).toHaveLength(3);
    host.remove();
  });

  it('lets the page handle lp-navigate, or shows the item in place', async () => {
    const { host, element, shadow } = await mount(
      `<lp-news-list api-base="${TEST_API_BASE}" page-size="5"></lp-news-list>`,
    );
    const seen: CustomEvent[] = [];
    const cancel = (event: Event) => {
      seen.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('lp-navigate', cancel);
    (await within(shadow).findByRole('button', { name: '新闻 1' })).click();
    document.removeEventListener('lp-navigate', cancel);
    expect(seen[0]?.detail).toEqual({ path: '/infos', query: { type: 'news', id: 1 } });
    expect(seen[0]?.target).toBe(element);
    expect(within(shadow).queryByRole('button', { name: '返回列表' })).toBeNull();
    expect(shadow.querySelector('[part="pagination"]')).not.toBeNull();

    within(shadow).getByRole('button', { name: '新闻 1' }).click();
    await within(shadow).findByRole('button', { name: '返回列表' });
    await waitFor(() => expect(shadow.querySelector('[part="detail"]')).not.toBeNull());
    host.remove();
  });
});
