import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi, delayed } from '../../test/fake-api';
import {
  preBorrowServer,
  reservation,
  type PreBorrowServerOptions,
} from '../../test/pre-borrow-fixtures';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { PreBorrow } from './PreBorrow';

const NONE_AVAILABLE = [
  { locationid: 1, location: '总馆一楼借阅区', copies: 3, available: 0 },
  { locationid: 2, location: '初中部图书角', copies: 1, available: 0 },
];

function setup(
  options: PreBorrowServerOptions & {
    loggedIn?: boolean;
    lang?: 'en';
    bookid?: string;
    /** Milliseconds every answer takes. */
    delay?: number;
  } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <PreBorrow bookid={options.bookid ?? '2'} onNavigate={onNavigate} />,
    options.delay ? delayed(preBorrowServer(options), options.delay) : preBorrowServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const summary = (text: string) => screen.findByText(text);

describe('PreBorrow: availability', () => {
  // The first test of the file also loads the strings and the styles: give it time.
  it(
    'shows the book, the counts and the copies by location, with "available only"',
    { timeout: 15_000 },
    async () => {
      const { user } = setup();
      await summary('共 4 册，可借 2 册，排队 0 人');
      expect(screen.getByRole('heading', { level: 2, name: '骆驼祥子' })).toBeTruthy();
      // The author's line (the cover drawn for a book without one names them too).
      expect(screen.getByText('老舍', { selector: 'p' })).toBeTruthy();
      const table = screen.getByRole('table', { name: '馆藏情况' });
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      await user.click(screen.getByRole('checkbox', { name: '只看可借' }));
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).queryByText('初中部图书角')).toBeNull();
      expect(within(table).getByText('总馆一楼借阅区')).toBeTruthy();
    },
  );

  it('says so when the filter leaves no location', async () => {
    const { user } = setup({ bylocation: NONE_AVAILABLE });
    await summary('共 4 册，可借 0 册，排队 0 人');
    await user.click(screen.getByRole('checkbox', { name: '只看可借' }));
    expect(screen.getByText('暂无可借的馆藏地点')).toBeTruthy();
  });

  it('says 暂无馆藏信息 for a book without copies', async () => {
    setup({ bylocation: [] });
    await screen.findByText('暂无馆藏信息');
    expect(screen.queryByRole('checkbox', { name: '只看可借' })).toBeNull();
  });
});

describe('PreBorrow: logged out', () => {
  it('shows availability and asks to log in, coming back here', async () => {
    const { user, onNavigate, calls } = setup({ loggedIn: false });
    await summary('共 4 册，可借 2 册，排队 0 人');
    expect(screen.getByText('登录后才能预借图书。')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/preBorrow?bookid=2' },
    });
    expect(calls(ApiPath.preBorrowSites)).toHaveLength(0);
  });
});

describe('PreBorrow: reserving', () => {
  it('requires a site ("site must be chosen") before calling the server', async () => {
    const { user, calls } = setup();
    await screen.findByRole('option', { name: '总馆一楼服务台' });
    await user.click(screen.getByRole('button', { name: '预借' }));
    await screen.findByText('请选择预借站点');
    const select = screen.getByRole('combobox', { name: '预借站点' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    expect(calls(ApiPath.preBorrow)).toHaveLength(0);
    await user.selectOptions(select, '初中部图书角');
    expect(screen.queryByText('请选择预借站点')).toBeNull();
  });

  it('reserves an available copy at the chosen site and shows the reservation', async () => {
    const { user, calls } = setup();
    await screen.findByRole('option', { name: '初中部图书角' });
    await user.selectOptions(screen.getByRole('combobox', { name: '预借站点' }), '初中部图书角');
    await user.click(screen.getByRole('button', { name: '预借' }));
    await screen.findByText('预借成功，图书到馆后请及时借阅');
    expect(calls(ApiPath.preBorrow)[0]?.body).toMatchObject({ bookid: 2, siteid: 2 });
    expect(calls(ApiPath.preBorrow)[0]?.body?.queue).toBeUndefined();
    const card = await screen.findByText(/未到馆 · 图书正在送往取书站点/);
    expect(card).toBeTruthy();
    // Availability was read again: one copy fewer.
    await summary('共 4 册，可借 1 册，排队 0 人');
    expect(screen.getByRole('region', { name: '我的预约' }).textContent).toContain('初中部图书角');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('sends one reservation for a double click on 预借', async () => {
    // Every answer takes 30 ms: the second click lands while the first is still pending.
    const { user, calls } = setup({ delay: 30 });
    await screen.findByRole('option', { name: '初中部图书角' });
    await user.selectOptions(screen.getByRole('combobox', { name: '预借站点' }), '初中部图书角');
    await user.dblClick(screen.getByRole('button', { name: '预借' }));
    await screen.findByText(/未到馆 · 图书正在送往取书站点/);
    expect(calls(ApiPath.preBorrow)).toHaveLength(1);
  });

  it('offers the queue when no copy is available, and shows the place in it', async () => {
    const { user, calls } = setup({ bylocation: NONE_AVAILABLE, queue: 3 });
    await summary('共 4 册，可借 0 册，排队 3 人');
    expect(screen.getByText(/目前没有可借的副本/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '预借' })).toBeNull();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '预借站点' }),
      '总馆一楼服务台',
    );
    await user.click(screen.getByRole('button', { name: '加入排队' }));
    await screen.findByText('已加入排队');
    expect(calls(ApiPath.preBorrow)[0]?.body).toMatchObject({ bookid: 2, siteid: 1, queue: true });
    await screen.findByText(/排队中 · 您排在第 4 位/);
    await summary('共 4 册，可借 0 册，排队 4 人');
  });

  it("after a refusal (the last copy taken meanwhile) shows the server's message and what is true now", async () => {
    const { user } = setup({
      bylocation: [{ locationid: 1, location: '总馆一楼借阅区', copies: 1, available: 1 }],
      refuse: '该书已被其他读者预借',
      takenMeanwhile: true,
    });
    await summary('共 1 册，可借 1 册，排队 0 人');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '预借站点' }),
      '总馆一楼服务台',
    );
    await user.click(screen.getByRole('button', { name: '预借' }));
    // The API client shows 10158 messages (as a 5 s toast); the widget re-reads availability.
    await screen.findByText('该书已被其他读者预借');
    await summary('共 1 册，可借 0 册，排队 0 人');
    await screen.findByRole('button', { name: '加入排队' });
    expect(screen.queryByText('预借成功，图书到馆后请及时借阅')).toBeNull();
    expect(screen.queryByRole('region', { name: '我的预约' })).toBeNull();
  });
});

describe("PreBorrow: the reader's reservation", () => {
  it('shows an arrived reservation ("borrow quickly") with its expiry time', async () => {
    setup({ mine: reservation('arrived') });
    const region = await screen.findByRole('region', { name: '我的预约' });
    expect(within(region).getByText('已到馆 · 图书已到馆，请尽快借阅。')).toBeTruthy();
    // 09:30 UTC is 17:30 on the library's clock (Asia/Shanghai), wherever the reader is.
    expect(
      within(region).getByText('请在 2026年4月4日 17:30 前借阅，逾期预约自动取消。'),
    ).toBeTruthy();
    expect(within(region).getByText('YT00000201')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows a not-arrived reservation without an expiry', async () => {
    setup({ mine: reservation('notArrived') });
    const region = await screen.findByRole('region', { name: '我的预约' });
    expect(within(region).getByText(/未到馆/)).toBeTruthy();
    expect(within(region).queryByText(/前借阅/)).toBeNull();
  });

  it('ignores a finished reservation (cancelled, borrowed) and offers a new one', async () => {
    setup({ mine: reservation('borrowed') });
    await screen.findByRole('combobox', { name: '预借站点' });
    expect(screen.queryByRole('region', { name: '我的预约' })).toBeNull();
  });

  it('cancels after confirming: 预约已取消, and the form comes back', async () => {
    const { user, calls } = setup({ mine: reservation('waiting') });
    const region = await screen.findByRole('region', { name: '我的预约' });
    expect(within(region).getByText(/您排在第 2 位/)).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: '取消预约' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定取消对《骆驼祥子》的预约吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls(ApiPath.preBorrowCancel)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: '取消预约' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    await screen.findByText('预约已取消');
    expect(calls(ApiPath.preBorrowCancel)[0]?.body).toMatchObject({ id: 77 });
    await waitFor(() => expect(screen.queryByRole('region', { name: '我的预约' })).toBeNull());
    await screen.findByRole('combobox', { name: '预借站点' });
  });

  it('keeps the reservation when the cancel is refused', async () => {
    const { user } = setup({ mine: reservation('arrived'), refuseCancel: '已借出，无法取消' });
    const region = await screen.findByRole('region', { name: '我的预约' });
    await user.click(within(region).getByRole('button', { name: '取消预约' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    await screen.findByText('已借出，无法取消');
    expect(screen.queryByText('预约已取消')).toBeNull();
    expect(screen.getByRole('region', { name: '我的预约' })).toBeTruthy();
  });

  it('speaks English: "Site must be chosen", "Reservation has been cancelled"', async () => {
    const { user } = setup({ lang: 'en', mine: reservation('arrived') });
    const region = await screen.findByRole('region', { name: 'My reservation' });
    expect(within(region).getByText(/the reader should borrow quickly/)).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await screen.findByText('Reservation has been cancelled');
    await user.click(await screen.findByRole('button', { name: 'Pre-borrow' }));
    await screen.findByText('Site must be chosen');
  });
});

describe('PreBorrow: what the reader may reserve, said before choosing a site', () => {
  it('says how many reservations are held of the cap beside the site choice', async () => {
    setup({ standing: { reservations: 2, max: 3, onloan: false } });
    await screen.findByText('您已有 2 个预约，最多可同时预约 3 本。');
    await screen.findByRole('combobox', { name: '预借站点' });
  });

  it('at the cap, says so in place of the form: no site to choose, no call', async () => {
    const { calls } = setup({ standing: { reservations: 3, max: 3, onloan: false } });
    const notice = await screen.findByText(
      '您的预约已达上限（3 本）：取消一个预约或借走已到馆的预约后才能再预借。',
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: '预借' })).toBeNull();
    expect(calls(ApiPath.preBorrow)).toHaveLength(0);
  });

  it('counts in English with plurals: "1 copy", not "1 copies"', async () => {
    setup({
      lang: 'en',
      bylocation: [{ locationid: 1, location: '总馆一楼借阅区', copies: 1, available: 1 }],
    });
    await screen.findByText('1 copy, 1 available, 0 waiting');
  });

  it('refuses a title the reader has on loan with a clear message, in English too', async () => {
    setup({ lang: 'en', standing: { reservations: 0, max: 3, onloan: true } });
    const notice = await screen.findByText(
      'You have this book on loan, so you cannot reserve it. You can reserve it again after returning it.',
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pre-borrow' })).toBeNull();
  });
});

describe('PreBorrow: edges and accessibility', () => {
  it('refuses a missing bookid without calling the server', async () => {
    const { requests } = setup({ bookid: '' });
    await screen.findByText('未指定要预借的图书，请从图书详情页进入。');
    expect(requests).toHaveLength(0);
  });

  it('goes back to the book', async () => {
    const { user, onNavigate } = setup();
    await user.click(await screen.findByRole('button', { name: '返回图书详情' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/bookDetail',
      query: { bookid: 2 },
    });
  });

  const expectNoAxeViolations = async (container: HTMLElement) => {
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(5);
  };

  it('has no axe violations with the form', async () => {
    const { container } = setup();
    await screen.findByRole('option', { name: '总馆一楼服务台' });
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with a reservation', async () => {
    const { container } = setup({ mine: reservation('arrived') });
    await screen.findByRole('region', { name: '我的预约' });
    await expectNoAxeViolations(container);
  });
});

describe('<lp-pre-borrow>', () => {
  it('reads bookid and renders in its shadow root', async () => {
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(preBorrowServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-pre-borrow api-base="${TEST_API_BASE}" bookid="2"></lp-pre-borrow>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('共 4 册，可借 2 册，排队 0 人');
    expect(shadow.querySelector('[part="availability"]')).not.toBeNull();
    const availability = api.requests.find((request) =>
      request.path.endsWith(ApiPath.bookAvailability),
    );
    expect(availability?.body).toMatchObject({ bookid: 2 });
    host.remove();
  });
});
