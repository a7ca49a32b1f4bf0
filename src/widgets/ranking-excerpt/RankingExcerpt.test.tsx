import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { rankingServer, type RankingServerOptions } from './fixtures';
import { RankingExcerpt, type RankingExcerptProps } from './RankingExcerpt';

function setup(
  options: RankingServerOptions & {
    loggedIn?: boolean;
    lang?: 'en';
    props?: Partial<RankingExcerptProps>;
  } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <RankingExcerpt onNavigate={onNavigate} {...options.props} />,
    rankingServer(options),
    options.lang,
  );
  const rankingCalls = () =>
    rendered.requests.filter((request) => request.path.endsWith(ApiPath.rankingForUser));
  return { ...rendered, onNavigate, rankingCalls, user: userEvent.setup() };
}

const list = (name: string | RegExp) => screen.findByRole('list', { name });

describe('RankingExcerpt', () => {
  it(
    "lists the month's most borrowed books with their places, ties sharing one",
    { timeout: 15_000 },
    async () => {
      const { rankingCalls } = setup();
      const books = await list('2031年5月借阅最多的图书');
      const items = within(books).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        '1第 1 名三体刘慈欣借阅 12 次',
        '1第 1 名活着余华借阅 12 次',
        '3第 3 名骆驼祥子老舍借阅 7 次',
        '3第 3 名The HobbitJ.R.R. Tolkien借阅 7 次',
        '5第 5 名朝花夕拾鲁迅借阅 3 次',
      ]);
      expect(screen.getByRole('link', { name: '三体' }).getAttribute('href')).toBe(
        '/bookDetail?bookid=11',
      );
      expect(screen.getByRole('heading', { level: 2, name: '借阅排行' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: '月榜' })).toHaveProperty('checked', true);
      expect(rankingCalls()[0]?.body).toMatchObject({ period: 'month', count: 5 });
    },
  );

  it('tells a logged-in reader their own loans and place', async () => {
    setup();
    await screen.findByText('你本月借阅了 3 本书，在本馆 120 位借阅读者中排第 5 名。');
  });

  it('encourages a reader who has not borrowed in the period', async () => {
    setup({ mine: { borrows: 0, rank: null, readers: 120 } });
    await screen.findByText('你本月还没有借书，去找一本喜欢的书吧。');
  });

  it('switches the period with the arrow keys, asking the server for it', async () => {
    // user-event finds a radio's group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    const { user, rankingCalls } = setup();
    await list(/借阅最多的图书/);
    screen.getByRole('radio', { name: '月榜' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '周榜' })).toHaveProperty('checked', true);
    const week = await list('5月12日 至 5月18日借阅最多的图书');
    expect(within(week).getAllByRole('listitem')).toHaveLength(1);
    expect(rankingCalls().at(-1)?.body).toMatchObject({ period: 'week' });
    await user.click(screen.getByRole('radio', { name: '年榜' }));
    await list('2031年借阅最多的图书');
    await screen.findByText(/你今年借阅了 3 本书/);
  });

  it.each([
    ['day', '月榜'],
    ['', '月榜'],
    ['year', '年榜'],
    ['week', '周榜'],
  ])('period=%j starts on %s (anything but a period is the month)', async (period, label) => {
    setup({ props: { period } });
    await list(/借阅最多的图书/);
    expect(screen.getByRole('radio', { name: label })).toHaveProperty('checked', true);
  });

  it('opens a book through a cancelable lp-navigate, or its book-url', async () => {
    const { user, onNavigate } = setup();
    await user.click(await screen.findByRole('link', { name: '活着' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/bookDetail',
      query: { bookid: 12 },
    });
  });

  it('fills a book-url template', async () => {
    setup({ props: { bookUrl: '/catalogue/book?id={bookid}' } });
    expect((await screen.findByRole('link', { name: '三体' })).getAttribute('href')).toBe(
      '/catalogue/book?id=11',
    );
  });

  it.each([
    [undefined, 5],
    [3, 3],
    [50, 20],
    [0, 5],
    [Number.NaN, 5],
  ])('asks for count=%s as %i books', async (count, asked) => {
    const { rankingCalls } = setup({ props: { count } });
    await list(/借阅最多的图书/);
    expect(rankingCalls()[0]?.body).toMatchObject({ count: asked });
  });

  it("logged out, shows the organisation's board and offers to log in for the reader's place", async () => {
    const { user, onNavigate, rankingCalls } = setup({ loggedIn: false });
    await list('2031年5月借阅最多的图书');
    expect(rankingCalls()[0]?.body).toMatchObject({ organizationid: 1 });
    expect(rankingCalls()[0]?.headers.has('authorization')).toBe(false);
    expect(screen.getByText('登录后可以看到自己的借阅名次。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-home' },
    });
  });

  it('asks again for the reader once they log in on the page (no answer serves two)', async () => {
    const { rankingCalls } = setup({ loggedIn: false });
    await screen.findByText('登录后可以看到自己的借阅名次。');
    setTestSession(true);
    await screen.findByText('你本月借阅了 3 本书，在本馆 120 位借阅读者中排第 5 名。');
    await waitFor(() => expect(rankingCalls()).toHaveLength(2));
  });

  it('says when the period has no loans yet', async () => {
    setup({ books: { month: [] } });
    await screen.findByText('本月还没有借阅记录。');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says 请求错误 on failure', async () => {
    setup({ fails: true });
    await screen.findByText('请求错误');
  });

  it('speaks English', async () => {
    setup({ lang: 'en' });
    const books = await list('Most borrowed books, May 2031');
    expect(within(books).getAllByRole('listitem')[0]?.textContent).toBe(
      '1No. 1三体刘慈欣Borrowed 12 times',
    );
    expect(
      screen.getByText(
        'You borrowed 3 books this month: number 5 of the 120 readers who borrowed here.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ranking period' })).toBeTruthy();
  });

  it('has no axe violations, logged in and out', async () => {
    const check = async () => {
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    };
    const { unmount } = setup();
    await screen.findByText(/你本月借阅了/);
    await check();
    unmount();
    setup({ loggedIn: false });
    await screen.findByText('登录后可以看到自己的借阅名次。');
    await check();
  });
});

describe('<lp-ranking-excerpt>', () => {
  it('reads period and count and renders in its shadow root', async () => {
    setTestSession(false);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(rankingServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-ranking-excerpt api-base="${TEST_API_BASE}" period="week" count="3"></lp-ranking-excerpt>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByRole('list', { name: '5月12日 至 5月18日借阅最多的图书' });
    expect(shadow.querySelector('[part="ranking"]')).not.toBeNull();
    const call = api.requests.find((request) => request.path.endsWith(ApiPath.rankingForUser));
    expect(call?.body).toMatchObject({ period: 'week', count: 3 });
    host.remove();
  });
});
