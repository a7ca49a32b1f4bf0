import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { Activities } from './Activities';
import { activitiesServer, type ActivitiesServerOptions } from './fixtures';

function setup(options: ActivitiesServerOptions & { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Activities onNavigate={onNavigate} />,
    activitiesServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('Activities', () => {
  it('lists the activities with places, shows full and past ones without a sign-up', async () => {
    setup();
    await screen.findByText('春日读书沙龙');
    expect(screen.getByText('名额：3 / 30')).toBeTruthy();
    expect(screen.getByText('名额已满')).toBeTruthy();
    expect(screen.getByText('已结束')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '报名 绘本故事会' })).toBeNull();
    expect(screen.getByText(/<b>每人三分钟<\/b>/)).toBeTruthy();
  });

  it('signs up and cancels', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '报名 春日读书沙龙' }));
    await screen.findByText('已报名“春日读书沙龙”。');
    await screen.findByText('名额：4 / 30');
    await user.click(screen.getByRole('button', { name: '取消报名 春日读书沙龙' }));
    await screen.findByText('已取消报名“春日读书沙龙”。');
    expect(calls(ApiPath.activitySignUp)).toHaveLength(1);
    expect(calls(ApiPath.activityCancel)).toHaveLength(1);
  });

  it('says when there is none, and asks a logged-out reader to log in', async () => {
    const first = setup({ empty: true });
    await screen.findByText('暂时没有活动。');
    first.unmount();
    const { user, onNavigate } = setup({ loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-activity' },
    });
  });

  it('speaks English and has no axe violations', async () => {
    setup({ lang: 'en' });
    await screen.findByRole('button', { name: 'Sign up for 春日读书沙龙' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-activities>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(activitiesServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-activities api-base="${TEST_API_BASE}"></lp-activities>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('春日读书沙龙');
    host.remove();
  });
});
