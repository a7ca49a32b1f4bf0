import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { recommendedServer, type RecommendedServerOptions } from './fixtures';
import { RecommendedReading, type RecommendedReadingProps } from './RecommendedReading';

function setup(
  options: RecommendedServerOptions & {
    loggedIn?: boolean;
    lang?: 'en';
    props?: Partial<RecommendedReadingProps>;
  } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <RecommendedReading onNavigate={onNavigate} {...options.props} />,
    recommendedServer(options),
    options.lang,
  );
  const calls = () =>
    rendered.requests.filter((request) => request.path.endsWith(ApiPath.recommendedForReader));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('RecommendedReading', () => {
  it(
    'shows each book as a card: cover, title, author, why it is here, whether a copy is in',
    { timeout: 15_000 },
    async () => {
      const { calls } = setup();
      const card = await screen.findByRole('link', { name: /平凡的世界/ });
      expect(card.getAttribute('href')).toBe('/bookDetail?bookid=41');
      expect(card.textContent).toBe('平凡的世界（全三册）路遥与你常读的图书同类可借 2 册');
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/cover-41/);
      expect(screen.getByRole('link', { name: /白鹿原/ }).textContent).toContain('暂无可借');
      expect(screen.getByRole('link', { name: /小王子/ }).textContent).toContain('本馆热门');
      expect(screen.getByRole('heading', { level: 2, name: '为你推荐' })).toBeTruthy();
      expect(calls()[0]?.method).toBe('GET');
      expect(calls()[0]?.query.get('count')).toBe('8');
    },
  );

  it.each([
    [undefined, '8'],
    [2, '2'],
    [99, '30'],
    [-1, '8'],
  ])('asks for count=%s as %s', async (count, asked) => {
    const { calls } = setup({ props: { count } });
    await screen.findAllByRole('link');
    expect(calls()[0]?.query.get('count')).toBe(asked);
  });

  it('opens a book through a cancelable lp-navigate, or fills its book-url', async () => {
    const { user, onNavigate } = setup({ props: { bookUrl: '/catalogue/book?id={bookid}' } });
    const card = await screen.findByRole('link', { name: /白鹿原/ });
    expect(card.getAttribute('href')).toBe('/catalogue/book?id=42');
    await user.click(card);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/bookDetail',
      query: { bookid: 42 },
    });
  });

  it('asks a logged-out reader to log in, and asks the server nothing', async () => {
    const { user, onNavigate, calls } = setup({ loggedIn: false });
    await screen.findByText('登录后查看为你推荐的图书。');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-home' },
    });
    expect(calls()).toHaveLength(0);
  });

  it('fills in without a reload when the reader logs in on the same page', async () => {
    setup({ loggedIn: false });
    await screen.findByText('登录后查看为你推荐的图书。');
    setTestSession(true);
    await screen.findByRole('link', { name: /平凡的世界/ });
    expect(screen.queryByText('登录后查看为你推荐的图书。')).toBeNull();
  });

  it('forgets the books when the reader logs out', async () => {
    setup();
    await screen.findByRole('link', { name: /平凡的世界/ });
    setTestSession(false);
    await waitFor(() => expect(screen.queryByRole('link', { name: /平凡的世界/ })).toBeNull());
    expect(screen.getByText('登录后查看为你推荐的图书。')).toBeTruthy();
  });

  it('says when there is nothing to recommend', async () => {
    setup({ books: [] });
    await screen.findByText('暂时没有可推荐的图书，多借几本书后再来看看吧。');
  });

  it('says 请求错误 on failure, in English too', async () => {
    setup({ fails: true, lang: 'en' });
    await screen.findByText('Request error');
    expect(screen.getByRole('heading', { name: 'Recommended for you' })).toBeTruthy();
  });

  it('speaks English', async () => {
    setup({ lang: 'en' });
    const card = await screen.findByRole('link', { name: /The Little Prince/ });
    expect(card.textContent).toContain('Popular here');
    expect(card.textContent).toContain('1 available');
    expect(screen.getByRole('link', { name: /白鹿原/ }).textContent).toContain(
      'None available now',
    );
  });

  it('has no axe violations, with books and logged out', async () => {
    const check = async () => {
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    };
    const { unmount } = setup();
    await screen.findByRole('link', { name: /平凡的世界/ });
    await check();
    unmount();
    setup({ loggedIn: false });
    await screen.findByText('登录后查看为你推荐的图书。');
    await check();
  });
});

describe('<lp-recommended-reading>', () => {
  it('reads count and renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(recommendedServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-recommended-reading api-base="${TEST_API_BASE}" count="2"></lp-recommended-reading>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    const list = await within(shadow).findByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(shadow.querySelector('[part="recommended"]')).not.toBeNull();
    host.remove();
  });
});
