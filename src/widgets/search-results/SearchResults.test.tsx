import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookAsset, BookSummary, LpEvent } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { SearchResults } from './SearchResults';

function book(bookid: number, title: string, available = 1): BookSummary {
  return {
    bookid,
    title,
    author: 'J.K. Rowling',
    publisher: 'Scholastic',
    publishyear: 1997,
    isbn: '0439554934',
    isbn13: '9780439554930',
    assettype: 1,
    cover: null,
    coverfileid: null,
    language: 'eng',
    available,
    copies: 2,
  };
}

const ASSETS: BookAsset[] = [
  {
    assetid: 10,
    barcode: 'YT00000002',
    callnumber: 'I712.45/J2',
    collectionlocation: '总馆一楼借阅区',
    currentlocation: '总馆一楼借阅区',
    status: 3,
  },
  {
    assetid: 11,
    barcode: 'YT00000003',
    callnumber: 'I712.45/J2:2',
    collectionlocation: '总馆一楼借阅区',
    currentlocation: null,
    status: 2,
  },
];

/** 45 books for "harry", in pages of the requested size. */
const catalogue: FakeHandler = (request) => {
  if (request.path.endsWith('/Book/Query/Asset')) {
    return ok(request.body?.bookid === 1 ? ASSETS : []);
  }
  const keyword = String(request.body?.keyword ?? '');
  const size = Number(request.body?.pagesize);
  const index = Number(request.body?.index);
  const all =
    keyword === 'harry'
      ? Array.from({ length: 45 }, (_, i) => book(i + 1, `Harry Potter ${i + 1}`, i % 2))
      : [];
  return ok({
    total: all.length,
    index,
    pagesize: size,
    list: all.slice((index - 1) * size, index * size),
    // The server's "did you mean" for a misspelling that matches nothing.
    suggestion: keyword === 'hary' ? 'harry' : null,
  });
};

describe('SearchResults', () => {
  it('shows the count, the books with availability, and pages through them', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget(<SearchResults keyword="harry" pageSize={20} />, catalogue);
    expect(await screen.findByRole('heading', { name: '“harry”的检索结果' })).toBeTruthy();
    expect(screen.getByText('共找到 45 条结果')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
    expect(screen.getAllByText('在馆 1 / 共 2 册').length).toBeGreaterThan(0);
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第 2 / 3 页');
    await screen.findByRole('heading', { level: 3, name: 'Harry Potter 21' });
    const searches = requests.filter((request) => request.path.endsWith('/Book/Query/Search'));
    expect(searches.at(-1)?.body).toMatchObject({
      keyword: 'harry',
      index: 2,
      pagesize: 20,
      organizationid: 1,
    });
  });

  it('lists holdings per copy with translated statuses', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchResults keyword="harry" pageSize={5} />, catalogue);
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
    renderWidget(<SearchResults keyword="harry" pageSize={5} />, catalogue);
    const buttons = await screen.findAllByRole('button', { name: '查看馆藏' });
    await user.click(buttons[1]!);
    expect(await screen.findByText('暂无馆藏信息')).toBeTruthy();
  });

  it('shows 无匹配数据 when nothing matches, and 加载中... before', async () => {
    renderWidget(<SearchResults keyword="zzzz" />, catalogue);
    expect(await screen.findByText('无匹配数据')).toBeTruthy();
    expect(screen.getByText('共找到 0 条结果')).toBeTruthy();
  });

  it('offers the server\'s "did you mean" and goes to its results', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
    renderWidget(<SearchResults keyword="hary" onNavigate={onNavigate} />, catalogue);
    expect(await screen.findByText(/您是不是要找/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'harry' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/book-list',
      query: { keyword: 'harry' },
    });
  });

  it('says 请求错误 when the search fails', async () => {
    renderWidget(<SearchResults keyword="harry" />, () => fail(20102, '', 500));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('calls onPageChange for a page kept in the URL, and speaks English', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWidget(
      <SearchResults keyword="harry" page={3} pageSize={20} onPageChange={onPageChange} />,
      catalogue,
      'en',
    );
    await screen.findByText('Page 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(2));
  });
});
