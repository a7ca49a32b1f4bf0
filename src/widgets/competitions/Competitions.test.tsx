import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { Competitions } from './Competitions';
import { competitionsServer, type CompetitionsServerOptions } from './fixtures';

function setup(options: CompetitionsServerOptions & { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Competitions onNavigate={onNavigate} />,
    competitionsServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('Competitions', () => {
  it('shows the running competition’s rules and standings, aliases for readers not named', async () => {
    setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('陈思雨')).toBeTruthy();
    expect(within(table).getByText('读者 C3D4')).toBeTruthy();
    expect(within(table).getByText('李明（我）')).toBeTruthy();
    expect(screen.getByText('我的名次：第 3 名，借阅 5 本')).toBeTruthy();
    expect(screen.getByText(/续借不重复计算/)).toBeTruthy();
  });

  it('switches to another competition', async () => {
    const { user, calls } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '寒假阅读挑战' }));
    await screen.findByText('竞赛期间还没有借阅记录。');
    expect(screen.getByText('你在竞赛期间还没有借阅，快去借书吧。')).toBeTruthy();
    expect(calls(ApiPath.competitionStandings).at(-1)?.body).toMatchObject({ id: 2 });
  });

  it('says when there is none, and asks a logged-out reader to log in', async () => {
    const first = setup({ empty: true });
    await screen.findByText('暂时没有阅读竞赛。');
    first.unmount();
    const { user, onNavigate } = setup({ loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/competition' },
    });
  });

  it('speaks English and has no axe violations', async () => {
    setup({ lang: 'en' });
    await screen.findByText('Reader C3D4');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-competitions>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(competitionsServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-competitions api-base="${TEST_API_BASE}"></lp-competitions>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('读书月借阅竞赛', { selector: 'h3' });
    host.remove();
  });
});
