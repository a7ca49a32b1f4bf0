import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { boardServer, type BoardServerOptions } from './fixtures';
import { Ranking, type RankingProps } from './Ranking';

function setup(
  options: BoardServerOptions & {
    loggedIn?: boolean;
    lang?: 'en';
    props?: Partial<RankingProps>;
  } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Ranking onNavigate={onNavigate} {...options.props} />,
    boardServer(options),
    options.lang,
  );
  const calls = () =>
    rendered.requests.filter((request) => request.path.endsWith(ApiPath.rankingForUser));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('Ranking', () => {
  it(
    'shows the school’s books and readers, private readers by alias',
    { timeout: 15_000 },
    async () => {
      const { calls } = setup();
      const readers = await screen.findByRole('list', { name: '借阅最多的读者，2031年5月' });
      expect(
        within(readers)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        '1第 1 名读者 ·3F2A初二(3)班借阅 14 本',
        '2第 2 名陈思雨初二(3)班借阅 11 本',
        '3第 3 名李明（我）初二(3)班借阅 9 本',
      ]);
      expect(screen.getByRole('list', { name: '2031年5月借阅最多的图书' })).toBeTruthy();
      expect(calls()[0]?.body).toMatchObject({
        period: 'month',
        scope: 'organization',
        readercount: 10,
      });
    },
  );

  it('switches period and scope with the keyboard', async () => {
    // user-event finds a radio's group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    const { calls, user } = setup();
    await screen.findByRole('list', { name: /借阅最多的读者/ });
    screen.getByRole('radio', { name: '月榜' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '周榜' })).toHaveProperty('checked', true);
    await screen.findByRole('list', { name: '借阅最多的读者，5月12日 至 5月18日' });
    await user.click(screen.getByRole('radio', { name: '本班' }));
    const classList = await screen.findByRole('list', { name: /借阅最多的读者/ });
    expect(within(classList).getAllByRole('listitem')).toHaveLength(2);
    // The class as a whole, named by nobody's name: its loans and place among the classes.
    expect(
      screen.getByText(
        '5月12日 至 5月18日，初二(3)班共借阅 37 本，12 人借书，在全校 9 个有借阅的班级中排第 2 名。',
      ),
    ).toBeTruthy();
    expect(calls().at(-1)?.body).toMatchObject({ period: 'week', scope: 'class' });
  });

  it('logged out, shows the school’s books only and offers to log in', async () => {
    const { calls, user, onNavigate } = setup({ loggedIn: false });
    await screen.findByRole('list', { name: /借阅最多的图书/ });
    expect(screen.queryByRole('radio', { name: '本班' })).toBeNull();
    expect(screen.queryByRole('list', { name: /借阅最多的读者/ })).toBeNull();
    expect(calls()[0]?.body).not.toHaveProperty('readercount');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toMatchObject({ path: '/login' });
  });

  it('speaks English', async () => {
    setup({ lang: 'en' });
    const readers = await screen.findByRole('list', { name: /Readers who borrowed most/ });
    expect(within(readers).getAllByRole('listitem')[0]?.textContent).toContain('Reader ·3F2A');
    expect(screen.getByRole('radio', { name: 'My class' })).toBeTruthy();
    expect(screen.queryByText(/classes that borrowed/)).toBeNull();
  });

  it('has no axe violations', async () => {
    setup();
    await screen.findByRole('list', { name: /借阅最多的读者/ });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
