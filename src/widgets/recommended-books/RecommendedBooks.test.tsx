import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiPath, getRuntime, type LpEvent } from '../../core';
import { fail, ok } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { CATALOGUE, book } from '../../test/search-fixtures';
import { RecommendedBooks } from './RecommendedBooks';

const BOOKS = [
  CATALOGUE[2]!,
  book(7, 'The Hobbit', { author: 'J.R.R. Tolkien', coverfileid: 'cover-7' }),
];

/** Where the portal would go (the runtime's router), for the length of one test. */
function recordNavigation() {
  const navigate = vi.fn();
  const stop = getRuntime().setNavigator(navigate);
  onTestFinished(stop);
  return navigate;
}

describe('RecommendedBooks', () => {
  it('shows each book as a card with cover, title and author, linking to its detail page', async () => {
    const { requests } = renderWidget(<RecommendedBooks count={2} />, () => ok(BOOKS));
    const link = await screen.findByRole('link', { name: /The Hobbit/ });
    expect(link.getAttribute('href')).toBe('/bookDetail?bookid=7');
    expect(link.textContent).toContain('J.R.R. Tolkien');
    // The server's drawing of every book at once, our stored cover over it; both decorative
    // (the link already names the book).
    const drawing = link.querySelector('img[data-cover="generated"]');
    expect(drawing?.getAttribute('src')).toMatch(/GeneratedCover\?bookid=7&orgid=1$/);
    expect(drawing?.getAttribute('alt')).toBe('');
    expect(link.querySelector('img[data-cover="source"]')?.getAttribute('src')).toMatch(/cover-7/);
    const other = screen.getByRole('link', { name: /三体/ });
    expect(other.querySelector('[data-cover]')?.getAttribute('data-cover')).toBe('generated');
    expect(screen.getByRole('heading', { name: '推荐图书' })).toBeTruthy();
    const call = requests.find((request) => request.path.endsWith(ApiPath.bookRecommendations));
    expect(call?.body).toMatchObject({ organizationid: 1, pagesize: 2 });
  });

  it('loads the first four covers with the page (they are in view), the rest when scrolled to', async () => {
    const six = Array.from({ length: 6 }, (_, index) =>
      book(20 + index, `Book ${index}`, { coverfileid: `cover-${index}` }),
    );
    renderWidget(<RecommendedBooks count={6} />, () => ok(six));
    await screen.findByRole('link', { name: /Book 5/ });
    const loading = screen
      .getAllByRole('link')
      .map((link) => link.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('fires a cancelable lp-navigate before opening a book', async () => {
    const navigate = recordNavigation();
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWidget(<RecommendedBooks onNavigate={onNavigate} />, () => ok(BOOKS));
    await user.click(await screen.findByRole('link', { name: /The Hobbit/ }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/bookDetail',
      query: { bookid: 7 },
    });
    expect(navigate).toHaveBeenCalledWith('/bookDetail', { bookid: 7 });
  });

  it('stays on the page when lp-navigate is cancelled', async () => {
    const navigate = recordNavigation();
    const user = userEvent.setup();
    const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
    renderWidget(<RecommendedBooks onNavigate={onNavigate} />, () => ok(BOOKS));
    await user.click(await screen.findByRole('link', { name: /三体/ }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fills a book-url template', async () => {
    renderWidget(<RecommendedBooks bookUrl="/catalogue/book?id={bookid}" />, () => ok(BOOKS));
    const link = await screen.findByRole('link', { name: /The Hobbit/ });
    expect(link.getAttribute('href')).toBe('/catalogue/book?id=7');
  });

  it.each([
    [undefined, 10],
    [3, 3],
    [7.8, 7],
    [500, 50],
    [0, 10],
    [Number.NaN, 10],
  ])('asks for count=%s as %i books, and shows no more', async (count, pagesize) => {
    const many = Array.from({ length: 60 }, (_, index) => book(index + 1, `Book ${index + 1}`));
    const { requests } = renderWidget(<RecommendedBooks count={count} />, () => ok(many));
    await screen.findByRole('link', { name: /Book 1\b/ });
    const call = requests.find((request) => request.path.endsWith(ApiPath.bookRecommendations));
    expect(call?.body).toMatchObject({ pagesize });
    expect(screen.getAllByRole('link')).toHaveLength(pagesize);
  });

  it('says when there are none', async () => {
    renderWidget(<RecommendedBooks />, () => ok([]));
    await screen.findByText('暂无推荐');
  });

  it('says 请求错误 on failure, in English too', async () => {
    renderWidget(<RecommendedBooks />, () => fail(20102, '', 500), 'en');
    await screen.findByText('Request error');
    expect(screen.getByRole('heading', { name: 'Recommended books' })).toBeTruthy();
  });
});
