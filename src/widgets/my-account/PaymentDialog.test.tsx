import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiPath } from '../../core';
import { BANK_URL, bill, PHONE_URL, QR_DATA_URL } from './fixtures';
import { setup } from './testSetup';

const KEY = /^[0-9a-f]{32}$/;

async function openPayAll(context: ReturnType<typeof setup>) {
  await context.user.click(await screen.findByRole('button', { name: '全部缴纳（¥5.50）' }));
  return screen.getByRole('dialog', { name: '缴纳罚款' });
}

describe('paying in the account widget', () => {
  it('pays a fine by WeChat with the keyboard alone: QR code, poll, result, focus back', async () => {
    const context = setup({ pollsBeforeOutcome: 0 });
    const { user, calls } = context;
    const pay = await screen.findByRole('button', { name: '缴纳 ¥2.50：《骆驼祥子》 逾期罚款' });
    pay.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: '缴纳罚款' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The focus is on the chosen method; Tab reaches the confirm button.
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: '微信支付' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '确认支付' }));
    await user.keyboard('{Enter}');
    const qr = await within(dialog).findByRole('img', { name: '微信支付支付二维码' });
    expect(qr.getAttribute('src')).toBe(QR_DATA_URL);
    expect(within(dialog).getByRole('link', { name: '在本设备上打开支付页面' })).toHaveProperty(
      'href',
      PHONE_URL,
    );
    await within(dialog).findByText('支付成功，已入账。');
    expect(within(dialog).getByRole('status').textContent).toBe('支付成功，已入账。');
    const body = calls(ApiPath.payFine)[0]?.body;
    expect(body).toMatchObject({ fineids: [1], amount: 250, method: 'wechat' });
    expect(String(body?.idempotencykey)).toMatch(KEY);
    expect(body).not.toHaveProperty('returnurl');
    expect(calls(ApiPath.transactionState)[0]?.query.get('orderno')).toMatch(/^LP2026/);
    // Tab stays in the dialog; Enter on Done closes it and the focus goes back to the button.
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    within(dialog).getByRole('button', { name: '完成' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(pay);
    // The account was asked again: the payment refreshed it.
    await waitFor(() => expect(calls(ApiPath.account).length).toBeGreaterThan(1));
  });

  it('sends the same key again when the reader retries after a failure', async () => {
    const context = setup({ firstStartFails: true });
    const { user, calls } = context;
    const dialog = await openPayAll(context);
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    const retry = await within(dialog).findByRole('button', { name: '重试' });
    expect(dialog.textContent).toContain('请求错误');
    await user.click(retry);
    await within(dialog).findByRole('img');
    const [failed, retried] = calls(ApiPath.payFine).map((request) => request.body);
    expect(retried?.idempotencykey).toBe(failed?.idempotencykey);
  });

  it('makes one call for a double click', async () => {
    const context = setup({ delay: 50 });
    const { user, calls } = context;
    const dialog = await openPayAll(context);
    await user.dblClick(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByRole('img');
    expect(calls(ApiPath.payFine)).toHaveLength(1);
    const first = calls(ApiPath.payFine)[0]?.body;
    expect(first).toMatchObject({ fineids: 'all', amount: 550 });
    expect(String(first?.idempotencykey)).toMatch(KEY);
  });

  it('shows a refusal with the amount due now and lets the reader pay that amount', async () => {
    const context = setup({ dueNow: 600 });
    const { user, calls } = context;
    const dialog = await openPayAll(context);
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByText('应缴金额已变化，现应缴 ¥6.00。');
    const payNew = within(dialog).getByRole('button', { name: '支付 ¥6.00' });
    // The focus follows to the step's button (preact/compat runs effects after paint).
    await waitFor(() => expect(document.activeElement).toBe(payNew));
    await user.click(payNew);
    await within(dialog).findByRole('img');
    expect(dialog.textContent).toContain('金额：¥6.00');
    const [refused, paid] = calls(ApiPath.payFine).map((request) => request.body);
    expect(refused).toMatchObject({ amount: 550 });
    expect(paid).toMatchObject({ amount: 600, fineids: 'all', method: 'wechat' });
    // Another amount is another payment: another key.
    expect(paid?.idempotencykey).not.toBe(refused?.idempotencykey);
  });

  it('says why a payment failed', async () => {
    const context = setup({ outcome: 'failed' });
    const dialog = await openPayAll(context);
    await context.user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByText('支付失败：付款方已拒绝支付');
  });

  it('says when the money was taken but not posted', async () => {
    const context = setup({ outcome: 'unposted' });
    const dialog = await openPayAll(context);
    await context.user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByText('支付成功，但尚未入账——图书馆会处理这笔款项。');
  });

  it('keeps polling while the order is paying, and can cancel it', async () => {
    const context = setup({ pollsBeforeOutcome: 1000 });
    const { user, calls } = context;
    const dialog = await openPayAll(context);
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByText('正在等待支付结果…');
    await user.click(within(dialog).getByRole('button', { name: '取消支付' }));
    await within(dialog).findByText('支付已取消。');
    expect(calls(ApiPath.payCancel)[0]?.body).toMatchObject({
      orderno: expect.stringMatching(/^LP/),
    });
  });

  it('goes to the bank page through a cancelable lp-navigate, with the return URL', async () => {
    const context = setup({ props: { returnUrl: 'http://localhost:3000/student-fine' } });
    const { user, calls, onNavigate } = context;
    const dialog = await openPayAll(context);
    await user.click(within(dialog).getByRole('radio', { name: '网银支付' }));
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await waitFor(() =>
      expect(onNavigate.mock.calls.at(-1)?.[0].detail).toEqual({ path: BANK_URL, query: {} }),
    );
    expect(calls(ApiPath.payFine)[0]?.body).toMatchObject({
      method: 'bank',
      returnurl: 'http://localhost:3000/student-fine',
    });
    // Cancelled by the page (as here): the reader can still follow the link.
    expect(within(dialog).getByRole('link', { name: '前往银行支付页面' })).toHaveProperty(
      'href',
      BANK_URL,
    );
  });

  it('tells the reader to pay cash at the desk, with the order number', async () => {
    const context = setup();
    const dialog = await openPayAll(context);
    await context.user.click(within(dialog).getByRole('radio', { name: '现金' }));
    await context.user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByText(/^请到图书馆服务台用现金支付 ¥5\.50，订单号 LP2026\d+。$/);
  });

  it('closes on Escape and gives the focus back', async () => {
    const context = setup();
    const button = await screen.findByRole('button', { name: '全部缴纳（¥5.50）' });
    await context.user.click(button);
    await context.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(context.calls(ApiPath.payFine)).toHaveLength(0);
  });

  it('speaks English in the dialog', async () => {
    const context = setup({ lang: 'en' });
    await context.user.click(await screen.findByRole('button', { name: 'Pay all (CN¥5.50)' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay fines' });
    await context.user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await within(dialog).findByText('Payment successful and posted.');
  });

  it('has no axe violations with the QR code shown', async () => {
    const context = setup({ pollsBeforeOutcome: 1000 });
    const dialog = await openPayAll(context);
    await context.user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByRole('img');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('back from the bank', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('shows the result of the order the bank sent the reader back with, once', async () => {
    const order = bill(70, 'finePayment', 'bank', 550, 'paying');
    history.replaceState(null, '', `/student-fine?lp-order=${order.orderno}&tab=1`);
    const context = setup({ knownOrder: order });
    const dialog = await screen.findByRole('dialog', { name: '我的账单' });
    await within(dialog).findByText('支付成功，已入账。');
    expect(dialog.textContent).toContain('罚款缴纳 · 网银支付 · 金额：¥5.50');
    await context.user.click(within(dialog).getByRole('button', { name: '完成' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.search).toBe('?tab=1');
  });

  it('says so when the order in the address is not one of the reader’s', async () => {
    history.replaceState(null, '', '/?lp-order=LP-not-mine');
    setup();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('订单不存在');
  });
});
