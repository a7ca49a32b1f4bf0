import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { fail, ok } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { HotWords } from './HotWords';

const WORDS = [
  { word: '三体', count: 120 },
  { word: 'harry potter', count: 80 },
];

describe('HotWords', () => {
  it('lists the hot words as links that run the search through lp-search and lp-navigate', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
    const { requests } = renderWidget(
      <HotWords count={5} onSearch={onSearch} onNavigate={onNavigate} />,
      () => ok(WORDS),
    );
    const link = await screen.findByRole('link', { name: 'harry potter' });
    expect(link.getAttribute('href')).toBe('/book-list?keyword=harry+potter');
    const call = requests.find((request) => request.path.endsWith(ApiPath.hotSearchWords));
    expect(call?.body).toMatchObject({ organizationid: 1, pagesize: 5 });
    await user.click(link);
    expect(onSearch.mock.calls[0]?.[0].detail).toEqual({ keyword: 'harry potter' });
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/book-list',
      query: { keyword: 'harry potter' },
    });
  });

  it('fills a results-url template', async () => {
    renderWidget(<HotWords resultsUrl="/catalogue?q={keyword}" />, () => ok(WORDS));
    const link = await screen.findByRole('link', { name: '三体' });
    expect(link.getAttribute('href')).toBe('/catalogue?q=%E4%B8%89%E4%BD%93');
  });

  it('says when there are none', async () => {
    renderWidget(<HotWords />, () => ok([]));
    await screen.findByText('暂无热门检索');
  });

  it('says 请求错误 on failure, in English too', async () => {
    renderWidget(<HotWords />, () => fail(20102, '', 500), 'en');
    // (The API client's toast speaks the page's language; the widget speaks its own.)
    await screen.findByText('Request error');
    expect(screen.getByRole('heading', { name: 'Popular searches' })).toBeTruthy();
  });
});
