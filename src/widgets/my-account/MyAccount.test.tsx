import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { bill, moneyServer, OVERVIEW } from './fixtures';
import { isImageDataUrl, yuanToFen } from './intent';
import { setup } from './testSetup';

describe('MyAccount', () => {
  it('shows fines due, the deposit, the balance and the unposted payment', async () => {
    setup();
    const fines = await screen.findByRole('region', { name: '罚款记录' });
    expect(fines.textContent).toContain('应缴罚款：¥5.50');
    expect(within(fines).getByRole('button', { name: '全部缴纳（¥5.50）' })).toBeTruthy();
    expect(
      within(fines).getByRole('button', { name: '缴纳 ¥2.50：《骆驼祥子》 逾期罚款' }),
    ).toBeTruthy();
    const deposit = screen.getByRole('region', { name: '押金与余额' });
    expect(deposit.textContent).toContain('¥100.00（微信支付）');
    expect(deposit.textContent).toContain('账户余额¥20.00');
    const unposted = screen.getByRole('region', { name: '已支付，待入账' });
    expect(unposted.textContent).toContain('罚款缴纳 · 微信支付 · ¥2.50');
    expect(unposted.textContent).toContain('已支付，尚未入账——图书馆会处理这笔款项');
  });

  it('lists bills with type, method, amount, refund, status and posting, a page at a time', async () => {
    const { user, calls } = setup();
    const table = await screen.findByRole('table', { name: '我的账单' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[2]?.textContent).toContain('罚款缴纳微信支付');
    expect(rows[2]?.textContent).toContain('已支付，尚未入账');
    expect(rows[3]?.textContent).toContain('押金缴纳支付宝');
    expect(rows[3]?.textContent).toMatch(/¥100\.00¥100\.00已退款$/);
    expect(rows[5]?.textContent).toContain('支付失败（付款方已拒绝支付）');
    expect(rows[6]?.textContent).toContain('余额充值现金');
    expect(rows[6]?.textContent).toContain('支付中');
    expect(calls(ApiPath.transactions)[0]?.method).toBe('GET');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByText('第 2 / 2 页')).toBeTruthy();
    expect(calls(ApiPath.transactions).at(-1)?.query.get('pageindex')).toBe('2');
  });

  it('shows why the deposit cannot be refunded, and does not start a refund', async () => {
    const { user, calls } = setup();
    const refund = await screen.findByRole('button', { name: '退还押金' });
    expect(refund.getAttribute('aria-disabled')).toBe('true');
    expect(refund.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('您还有未归还的图书，归还后才能退押金。')).toBeTruthy();
    await user.click(refund);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(ApiPath.refundDeposit)).toHaveLength(0);
  });

  it('refunds a deposit that can be refunded', async () => {
    const overview = { ...OVERVIEW, deposit: { ...OVERVIEW.deposit, refundrefusal: null } };
    const { user, calls } = setup({ overview });
    await user.click(await screen.findByRole('button', { name: '退还押金' }));
    const dialog = screen.getByRole('dialog', { name: '退还押金' });
    await user.click(within(dialog).getByRole('button', { name: '确认退还' }));
    await within(dialog).findByText('押金已退还。');
    expect(calls(ApiPath.refundDeposit)[0]?.body).toMatchObject({ amount: 10000 });
  });

  it('checks a recharge amount before any call, then pays exactly that many fen', async () => {
    const { user, calls } = setup();
    const field = await screen.findByLabelText('充值金额（元）');
    for (const bad of ['0.5', '1000.01', '12.345', '-3', 'abc']) {
      await user.clear(field);
      await user.type(field, `${bad}{Enter}`);
      expect(screen.getByRole('alert').textContent).toBe(
        '请输入 ¥1.00 至 ¥1,000.00 之间的金额，最多两位小数',
      );
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(field);
    await user.type(field, '0.29{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '12.3{Enter}');
    const dialog = screen.getByRole('dialog', { name: '余额充值' });
    expect(dialog.textContent).toContain('金额：¥12.30');
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByRole('img');
    expect(calls(ApiPath.recharge)[0]?.body).toMatchObject({ amount: 1230, method: 'wechat' });
  });

  it('continues or cancels an unfinished payment', async () => {
    const paying = bill(80, 'depositPayment', 'alipay', 10000, 'paying', {
      expiretime: '2026-11-24T09:00:00Z',
    });
    const { user, calls } = setup({ overview: { ...OVERVIEW, pending: [paying] } });
    const pending = await screen.findByRole('region', { name: '未完成的支付' });
    expect(pending.textContent).toContain('押金缴纳 · 支付宝 · ¥100.00');
    const cancel = within(pending).getByRole('button', { name: '取消支付' });
    expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(cancel);
    await waitFor(() =>
      expect(calls(ApiPath.payCancel)[0]?.body).toMatchObject({ orderno: paying.orderno }),
    );
    await user.click(within(pending).getByRole('button', { name: '继续支付' }));
    const dialog = screen.getByRole('dialog', { name: '继续支付' });
    expect(dialog.textContent).toContain('支付宝');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '继续支付' }));
    await within(dialog).findByRole('img', { name: '支付宝支付二维码' });
    expect(calls(ApiPath.payResume)[0]?.body).toMatchObject({ orderno: paying.orderno });
  });

  it('cancels an unfinished payment once for a double click', async () => {
    const paying = bill(80, 'depositPayment', 'alipay', 10000, 'paying', {
      expiretime: '2026-11-24T09:00:00Z',
    });
    const { user, calls } = setup({ overview: { ...OVERVIEW, pending: [paying] }, delay: 50 });
    const pending = await screen.findByRole('region', { name: '未完成的支付' });
    await user.dblClick(within(pending).getByRole('button', { name: '取消支付' }));
    await waitFor(() => expect(calls(ApiPath.payCancel)).toHaveLength(1));
    // The cancelled order's areas were read again once the answer came.
    await waitFor(() => expect(calls(ApiPath.account).length).toBeGreaterThan(1));
    expect(calls(ApiPath.payCancel)).toHaveLength(1);
  });

  it('offers to continue or cancel, at the fine itself, the payment a closed dialog left paying', async () => {
    const paying = bill(81, 'finePayment', 'wechat', 250, 'paying', {
      expiretime: '2026-11-24T09:00:00Z',
    });
    const [held, other] = OVERVIEW.fines;
    if (!held || !other) throw new Error('the fixture has two fines');
    const { user, calls } = setup({
      overview: {
        ...OVERVIEW,
        fines: [{ ...held, payingorderno: paying.orderno }, other],
        pending: [paying],
      },
    });
    const fines = await screen.findByRole('region', { name: '罚款记录' });
    const row = within(fines).getByText(`支付中（订单号 ${paying.orderno}）`).closest('li');
    if (!row) throw new Error('the held fine is a list item');
    const cancel = within(row).getByRole('button', { name: '取消支付' });
    expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(cancel);
    await waitFor(() =>
      expect(calls(ApiPath.payCancel)[0]?.body).toMatchObject({ orderno: paying.orderno }),
    );
    await user.click(within(row).getByRole('button', { name: '继续支付' }));
    expect(screen.getByRole('dialog', { name: '继续支付' }).textContent).toContain('微信支付');
  });

  it('shows only the bills with view="bills"', async () => {
    setup({ props: { view: 'bills' } });
    await screen.findByRole('table', { name: '我的账单' });
    expect(screen.queryByRole('region', { name: '罚款记录' })).toBeNull();
    expect(screen.queryByRole('region', { name: '押金与余额' })).toBeNull();
  });

  it('asks a logged-out reader to log in, back to the fines page, and asks nothing', async () => {
    const { user, onNavigate, requests } = setup({ loggedIn: false, props: { view: 'fines' } });
    await screen.findByText('登录后才能查看我的账户。');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-fine' },
    });
    expect(requests.filter((request) => request.path.includes('/Reader/'))).toHaveLength(0);
  });

  it('forgets the account when the reader logs out', async () => {
    setup();
    await screen.findByRole('region', { name: '罚款记录' });
    setTestSession(false);
    await waitFor(() => expect(screen.queryByRole('region', { name: '罚款记录' })).toBeNull());
  });

  it('says 请求错误 when the account cannot be read', async () => {
    setup({ fails: true });
    await screen.findByText('请求错误');
  });

  it('speaks English', async () => {
    setup({ lang: 'en' });
    const fines = await screen.findByRole('region', { name: 'Fines' });
    expect(fines.textContent).toContain('Fines due: CN¥5.50');
    // The product's reason in English, its money in one format; a librarian's words as written.
    expect(
      within(fines).getByRole('button', { name: 'Pay CN¥3.00: “朝花夕拾” damaged book' }),
    ).toBeTruthy();
    expect(fines.textContent).not.toContain('图书污损赔偿');
    expect(fines.textContent).not.toMatch(/yuan|元/);
    expect(fines.textContent).toContain('逾期罚款');
    const table = await screen.findByRole('table', { name: 'My bills' });
    expect(table.textContent).toContain('Fine paymentWeChat');
    expect(table.textContent).toContain('Paid, not posted — the library will settle it');
  });

  it('has no axe violations', async () => {
    setup();
    await screen.findByRole('table', { name: '我的账单' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('money helpers', () => {
  it('reads yuan as whole fen, without float error, and refuses anything else', () => {
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen(' 12.5 ')).toBe(1250);
    for (const bad of ['', '1e3', '1.234', '-1', '１２', '12.', '.5', '99999999']) {
      expect(yuanToFen(bad)).toBeNull();
    }
  });

  it('shows only an image data URL as the QR code', () => {
    expect(isImageDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(true);
    expect(isImageDataUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isImageDataUrl('javascript:alert(1)')).toBe(false);
    expect(isImageDataUrl('https://evil.example/qr.png')).toBe(false);
    expect(isImageDataUrl('data:text/html,<script>alert(1)</script>')).toBe(false);
  });
});

describe('<lp-my-account>', () => {
  it('reads view and renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(moneyServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-my-account api-base="${TEST_API_BASE}" view="deposit"></lp-my-account>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByRole('region', { name: '押金与余额' });
    expect(within(shadow).queryByRole('region', { name: '罚款记录' })).toBeNull();
    expect(shadow.querySelector('[part="account"]')).not.toBeNull();
    host.remove();
  });
});
