import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { validityOf } from './CardFacts';
import { readerCardServer, TEACHER_SUMMARY, type ReaderCardServerOptions } from './fixtures';
import { ReaderCard } from './ReaderCard';

function setup(options: ReaderCardServerOptions & { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <ReaderCard onNavigate={onNavigate} />,
    readerCardServer(options),
    options.lang,
  );
  const calls = (path: string) => rendered.requests.filter((r) => r.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

/** The value shown under a label of the card. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('ReaderCard', () => {
  it('shows a student’s card: identity, money, loans, follows and medals', async () => {
    const { calls } = setup();
    await screen.findByRole('heading', { level: 2, name: '李明' });
    await screen.findByText('12');
    expect(fact('证号')).toBe('20230001');
    expect(fact('有效期至')).toBe('2099-07-31');
    expect(fact('班级')).toBe('2023级 三年级二班');
    expect(fact('学校')).toBe('云图科技实验学校图书馆');
    expect(fact('积分')).toBe('128');
    expect(fact('押金')).toBe('¥100.00');
    expect(fact('欠款')).toBe('¥5.50');
    expect(fact('在借')).toBe('5');
    expect(fact('超期')).toBe('1');
    expect(fact('预约')).toBe('3');
    expect(fact('关注')).toBe('12');
    expect(fact('粉丝')).toBe('7');
    expect(screen.getByText('我的读者证 · 学生')).toBeTruthy();
    await screen.findByText('已获得 2 / 3 枚');
    expect(screen.getByText('进度 23 / 50')).toBeTruthy();
    expect(screen.getByRole('img', { name: '小明的头像' })).toBeTruthy();
    expect(calls(ApiPath.studentMedals)).toHaveLength(1);
    expect(calls(ApiPath.teacherMedals)).toHaveLength(0);
  });

  it('shows a teacher’s own card by the teacher’s calls, an expired card marked', async () => {
    const { calls } = setup({ summary: TEACHER_SUMMARY });
    await screen.findByRole('heading', { level: 2, name: '王老师' });
    expect(screen.getByText('我的读者证 · 教师')).toBeTruthy();
    expect(fact('部门')).toBe('语文组');
    expect(screen.queryByText('班级', { selector: 'dt' })).toBeNull();
    expect(fact('有效期至')).toBe('已过期');
    expect(fact('欠款')).toBe('¥0.00');
    await screen.findByText('已获得 2 / 3 枚');
    expect(calls(ApiPath.teacherMedals)).toHaveLength(1);
    expect(calls(ApiPath.studentMedals)).toHaveLength(0);
  });

  it('opens a figure’s page through a cancelable lp-navigate, with a real href', async () => {
    const { user, onNavigate } = setup();
    const overdue = await screen.findByRole('link', { name: '超期：1，查看详情' });
    expect(overdue.getAttribute('href')).toMatch(/\/student-overtime$/);
    await user.click(overdue);
    await user.click(screen.getByRole('link', { name: '欠款：¥5.50，查看详情' }));
    expect(onNavigate.mock.calls.map(([event]) => event.detail.path)).toEqual([
      '/student-overtime',
      '/student-fine',
    ]);
  });

  it('asks a logged-out reader to log in, and asks the server nothing', async () => {
    const { user, onNavigate, requests } = setup({ loggedIn: false });
    await screen.findByText('登录后查看你的读者证、积分、押金和借阅情况。');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-home' },
    });
    expect(requests.filter((r) => r.path.endsWith(ApiPath.readerQuery))).toHaveLength(0);
  });

  it('fills in without a reload when the reader logs in on the same page', async () => {
    setup({ loggedIn: false });
    await screen.findByText('登录后查看你的读者证、积分、押金和借阅情况。');
    setTestSession(true);
    await screen.findByRole('heading', { level: 2, name: '李明' });
  });

  it('says 请求错误 when the card fails', async () => {
    setup({ fails: true });
    await screen.findByText('请求错误');
    expect(screen.queryByRole('heading', { name: '李明' })).toBeNull();
  });

  it('shows the card when only its follow counts and medals fail', async () => {
    setup({ followsFail: true, medalsFail: true });
    await screen.findByRole('heading', { level: 2, name: '李明' });
    await screen.findByText('勋章暂时无法加载。');
    expect(fact('关注')).toBe('—');
    expect(fact('在借')).toBe('5');
  });

  it('speaks English', async () => {
    setup({ lang: 'en' });
    await screen.findByRole('heading', { level: 2, name: '李明' });
    expect(fact('Arrears')).toBe('CN¥5.50');
    expect(fact('Class')).toBe('2023级 三年级二班');
    await screen.findByText('2 of 3 earned');
    expect(screen.getByRole('link', { name: 'Overdue: 1, show details' })).toBeTruthy();
  });

  it('has no axe violations, filled and logged out', async () => {
    const check = async () => {
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    };
    const { unmount } = setup();
    await screen.findByText('已获得 2 / 3 枚');
    await check();
    unmount();
    setup({ loggedIn: false });
    await screen.findByText('登录后查看你的读者证、积分、押金和借阅情况。');
    await check();
  });
});

describe('validityOf', () => {
  const today = new Date('2026-03-01T12:00:00Z');
  it('is the day, "expired" before today, "none" without a date', () => {
    expect(validityOf('2026-03-01T00:00:00Z', today)).toBe('2026-03-01');
    expect(validityOf('2026-02-28', today)).toBe('expired');
    expect(validityOf(null, today)).toBe('none');
  });
});

describe('<lp-reader-card>', () => {
  it('renders the card in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(readerCardServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-reader-card api-base="${TEST_API_BASE}"></lp-reader-card>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByRole('heading', { name: '李明' });
    expect(shadow.querySelector('[part="facts"]')).not.toBeNull();
    host.remove();
  });
});
