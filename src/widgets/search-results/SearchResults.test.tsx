import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import type { BookSearchRequest, LpEvent } from '../../core';
import { fail, ok, type FakeHandler, type RecordedRequest } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { ASSETS, book, searchCatalogue } from '../../test/search-fixtures';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SearchResults } from './SearchResults';

// Results with facets make a large jsdom tree: role queries over it take seconds each on a
// busy machine.
vi.setConfig({ testTimeout: 30_000 });

const isSearch = (request: RecordedRequest) => request.path.endsWith('/Book/Query/Search');
const searches = (requests: RecordedRequest[]) =>
  requests.filter(isSearch).map((request) => request.body as BookSearchRequest);
const lastSearch = (requests: RecordedRequest[]) => searches(requests).at(-1);

/** 45 books for "harry", in pages of the requested size; the small catalogue otherwise. */
const catalogue: FakeHandler = (request) => {
  if (request.path.endsWith('/Book/Query/Asset')) {
    return ok(request.body?.bookid === 1 ? ASSETS : []);
  }
  const body = request.body as BookSearchRequest;
  if (body.keyword === 'harry' && !body.filters) {
    const all = Array.from({ length: 45 }, (_, i) =>
      book(i + 1, `Harry Potter ${i + 1}`, { available: i % 2 }),
    );
    return ok(searchCatalogue({ ...body, keyword: '' }, all));
  }
  return ok(searchCatalogue(body));
};

describe('SearchResults', () => {
  // Twenty full results make a large jsdom tree: role queries over it take seconds.
  it(
    'shows the count, the books with availability, and pages through them',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { requests } = renderWidget(
        <SearchResults keyword="harry" pageSize={20} hideFacets />,
        catalogue,
      );
      await screen.findByRole('heading', { name: '“harry”的检索结果' });
      expect(screen.getByText('共找到 45 条结果')).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
      expect(screen.getAllByText('在馆 1 / 共 2 册').length).toBeGreaterThan(0);
      expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
      expect((screen.getByText('上一页') as HTMLButtonElement).disabled).toBe(true);
      await user.click(screen.getByText('下一页'));
      await screen.findByText('第 2 / 3 页');
      await screen.findByText('Harry Potter 21', { selector: 'a' });
      expect(lastSearch(requests)).toMatchObject({
        keyword: 'harry',
        index: 2,
        pagesize: 20,
        organizationid: 1,
        ebooktype: 0,
        // No facets asked for when the panel is hidden; the default order is sent.
        facets: false,
        sort: [{ field: 'relevance', order: 'desc' }],
      });
    },
  );

  it('lists holdings per copy with translated statuses', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchResults keyword="harry" pageSize={5} hideFacets />, catalogue);
    const [first] = await screen.findAllByRole('button', { name: '查看馆藏' });
    await user.click(first!);
    const table = await screen.findByRole('table', { name: '馆藏信息' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('YT00000002')).toBeTruthy();
    expect(within(rows[1]!).getByText('在馆')).toBeTruthy();
    expect(within(rows[2]!).getByText('借出')).toBeTruthy();
    expect(first!.getAttribute('aria-expanded')).toBe('true');
  });

  it('says 暂无馆藏信息 for a book without copies', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchResults keyword="harry" pageSize={5} hideFacets />, catalogue);
    const buttons = await screen.findAllByRole('button', { name: '查看馆藏' });
    await user.click(buttons[1]!);
    await screen.findByText('暂无馆藏信息');
  });

  it('shows 无匹配数据 when nothing matches', async () => {
    renderWidget(<SearchResults keyword="zzzz" />, catalogue);
    await screen.findByText('无匹配数据');
    expect(screen.getByText('共找到 0 条结果')).toBeTruthy();
  });

  it('takes the server\'s "did you mean" in place and reports the new search', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const { requests } = renderWidget(
      <SearchResults keyword="hary" pageSize={5} onStateChange={onStateChange} />,
      catalogue,
    );
    await screen.findByText(/您是不是要找/);
    await user.click(screen.getByRole('button', { name: 'harry' }));
    await screen.findByRole('heading', { name: '“harry”的检索结果' });
    expect(lastSearch(requests)?.keyword).toBe('harry');
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ keyword: 'harry', query: '', page: 1 }),
    );
  });

  it('tells the page when a page of results is on screen (to restore its scroll)', async () => {
    const onLoaded = vi.fn();
    renderWidget(<SearchResults keyword="三体" hideFacets onLoaded={onLoaded} />, catalogue);
    await screen.findByText('共找到 1 条结果');
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));
  });

  it('says 请求错误 when the search fails', async () => {
    renderWidget(<SearchResults keyword="harry" />, () => fail(20102, '', 500));
    await screen.findByRole('alert');
  });

  it('calls onPageChange for a page kept in the URL, and speaks English', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWidget(
      <SearchResults
        keyword="harry"
        page={3}
        pageSize={20}
        hideFacets
        onPageChange={onPageChange}
      />,
      catalogue,
      'en',
    );
    await screen.findByText('Page 3 of 3');
    // Field labels end in the English colon, never the Chinese one.
    const labels = document.querySelectorAll('dt');
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label.textContent).toMatch(/^[A-Za-z ]+:$/);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(2));
  });

  it('links each result to its detail page through a cancelable lp-navigate', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
    renderWidget(<SearchResults keyword="三体" onNavigate={onNavigate} />, catalogue);
    const link = await screen.findByRole('link', { name: '三体' });
    expect(link.getAttribute('href')).toBe('/bookDetail?bookid=3');
    await user.click(link);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/bookDetail',
      query: { bookid: 3 },
    });
  });

  it('fills a book-url template for school sites', async () => {
    renderWidget(<SearchResults keyword="三体" bookUrl="/book.html?id={bookid}" />, catalogue);
    const link = await screen.findByRole('link', { name: '三体' });
    expect(link.getAttribute('href')).toBe('/book.html?id=3');
  });
});

describe('SearchResults page size', () => {
  it('asks for the default page for a size below one, and at most the largest', async () => {
    for (const [pageSize, asked] of [
      [0.5, DEFAULT_PAGE_SIZE],
      [-3, DEFAULT_PAGE_SIZE],
      [7.9, 7],
      [10_000, MAX_PAGE_SIZE],
    ] as const) {
      // A keyword per case: the same search would come from the shared query cache.
      const { requests, unmount } = renderWidget(
        <SearchResults keyword={`size ${pageSize}`} pageSize={pageSize} hideFacets />,
        catalogue,
      );
      await waitFor(() => expect(lastSearch(requests)?.pagesize, String(pageSize)).toBe(asked));
      unmount();
    }
  });
});

describe('SearchResults facets', () => {
  it('narrows by facet values (several per facet), shows chips, and clears them', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const { requests } = renderWidget(
      <SearchResults page={2} pageSize={2} onStateChange={onStateChange} />,
      catalogue,
    );
    const facets = await screen.findByRole('group', { name: '筛选结果' });
    expect(lastSearch(requests)).toMatchObject({ facets: true, index: 2 });
    // Counts come from the response.
    const languages = within(facets).getByRole('group', { name: '语种' });
    await user.click(within(languages).getByRole('checkbox', { name: '中文（2）' }));
    await user.click(within(languages).getByRole('checkbox', { name: '英语（3）' }));
    const years = within(facets).getByRole('group', { name: '出版年' });
    await user.click(within(years).getByRole('checkbox', { name: '2008（1）' }));
    await waitFor(() =>
      expect(lastSearch(requests)).toMatchObject({
        filters: { language: ['chi', 'eng'], year: ['2008'] },
        index: 1,
      }),
    );
    await screen.findByText('共找到 1 条结果');
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { language: ['chi', 'eng'], year: ['2008'] }, page: 1 }),
    );

    const chips = screen.getByRole('group', { name: '已选条件' });
    await user.click(within(chips).getByRole('button', { name: '移除条件 语种：英语' }));
    await waitFor(() =>
      expect(lastSearch(requests)?.filters).toEqual({ language: ['chi'], year: ['2008'] }),
    );
    await user.click(within(chips).getByRole('button', { name: '清除全部' }));
    await waitFor(() => expect(lastSearch(requests)?.filters).toBeUndefined());
    expect(screen.queryByRole('group', { name: '已选条件' })).toBeNull();
  });

  it('says "about" when the server estimated the total and the counts (a large result)', async () => {
    const estimated: FakeHandler = (request) =>
      isSearch(request)
        ? ok({
            ...searchCatalogue(request.body as BookSearchRequest),
            total: 81_000,
            estimated: true,
          })
        : ok([]);
    renderWidget(<SearchResults />, estimated);
    const facets = await screen.findByRole('group', { name: '筛选结果' });
    expect(screen.getByText('约找到 81000 条结果')).toBeTruthy();
    const languages = within(facets).getByRole('group', { name: '语种' });
    expect(within(languages).getByRole('checkbox', { name: '中文（约 2）' })).toBeTruthy();
  });

  it('applies fixed filters without offering their facet', async () => {
    const { requests } = renderWidget(
      <SearchResults baseFilters={{ category: ['I'] }} filters={{ language: ['chi'] }} />,
      catalogue,
    );
    const facets = await screen.findByRole('group', { name: '筛选结果' });
    expect(lastSearch(requests)?.filters).toEqual({ category: ['I'], language: ['chi'] });
    expect(within(facets).queryByRole('group', { name: '分类' })).toBeNull();
    expect(within(facets).getByRole('group', { name: '语种' })).toBeTruthy();
    // The page's own filter is not a removable chip; the reader's is.
    const chips = screen.getByRole('group', { name: '已选条件' });
    expect(within(chips).getAllByRole('button', { name: /移除条件/ })).toHaveLength(1);
  });
});

describe('SearchResults sort', () => {
  it('adds and changes conditions, and never removes the last one', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget(<SearchResults hideFacets pageSize={5} />, catalogue);
    const sort = await screen.findByRole('group', { name: '排序' });
    // Without a keyword the default is the title.
    expect(lastSearch(requests)?.sort).toEqual([{ field: 'title', order: 'asc' }]);

    const remove = within(sort).getByRole('button', { name: '删除排序条件 1' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    const before = searches(requests).length;
    await user.click(remove);
    expect(within(sort).getAllByRole('group', { name: /排序条件/ })).toHaveLength(1);
    expect(searches(requests)).toHaveLength(before);

    await user.click(within(sort).getByRole('button', { name: '添加排序条件' }));
    await user.selectOptions(
      within(sort).getByRole('combobox', { name: '排序条件 2 的字段' }),
      'year',
    );
    await user.selectOptions(
      within(sort).getByRole('combobox', { name: '排序条件 2 的顺序' }),
      'desc',
    );
    await waitFor(() =>
      expect(lastSearch(requests)?.sort).toEqual([
        { field: 'title', order: 'asc' },
        { field: 'year', order: 'desc' },
      ]),
    );
    await user.click(within(sort).getByRole('button', { name: '删除排序条件 1' }));
    await waitFor(() =>
      expect(lastSearch(requests)?.sort).toEqual([{ field: 'year', order: 'desc' }]),
    );
    expect(
      within(sort).getByRole('button', { name: '删除排序条件 1' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});

describe('SearchResults status filter (libyunStatus cookie)', () => {
  it('starts from the cookie, saves changes to it, and sends the codes to search and holdings', async () => {
    Cookies.set('libyunStatus', JSON.stringify(['借出']));
    const user = userEvent.setup();
    const { requests } = renderWidget(<SearchResults keyword="三体" />, catalogue);
    const status = await screen.findByRole('group', { name: '馆藏状态' });
    expect(lastSearch(requests)?.assetstatuses).toEqual([2]);
    expect(
      (within(status).getByRole('checkbox', { name: /^借出/ }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.click(within(status).getByRole('checkbox', { name: /^在馆/ }));
    await waitFor(() => expect(lastSearch(requests)?.assetstatuses).toEqual([3, 2]));
    expect(JSON.parse(Cookies.get('libyunStatus') ?? '')).toEqual(['在馆', '借出']);

    await user.click(await screen.findByRole('button', { name: '查看馆藏' }));
    await waitFor(() => {
      const asset = requests.filter((request) => request.path.endsWith('/Book/Query/Asset'));
      expect(asset.at(-1)?.body).toMatchObject({ bookid: 3, assetstatuses: [3, 2] });
    });

    // A status chip removes it from the cookie too.
    const chips = screen.getByRole('group', { name: '已选条件' });
    await user.click(within(chips).getByRole('button', { name: '移除条件 馆藏状态：借出' }));
    await waitFor(() => expect(lastSearch(requests)?.assetstatuses).toEqual([3]));
    expect(JSON.parse(Cookies.get('libyunStatus') ?? '')).toEqual(['在馆']);
  });
});
