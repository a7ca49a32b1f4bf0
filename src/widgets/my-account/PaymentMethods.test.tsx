import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../core';
import { OVERVIEW } from './fixtures';
import { setup } from './testSetup';

/** The methods the pay dialog offers are the account's: what the library chose, and cash. */
describe('the methods the library offers', () => {
  it('offers only the methods of the account answer, the first chosen', async () => {
    const context = setup({ overview: { ...OVERVIEW, methods: ['alipay', 'cash'] } });
    const { user, calls } = context;
    await user.click(await screen.findByRole('button', { name: '全部缴纳（¥5.50）' }));
    const dialog = screen.getByRole('dialog', { name: '缴纳罚款' });
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['alipay', 'cash']);
    expect(within(dialog).queryByRole('radio', { name: '微信支付' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: '网银支付' })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: '支付宝' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await within(dialog).findByRole('img', { name: '支付宝支付二维码' });
    expect(calls(ApiPath.payFine)[0]?.body).toMatchObject({ method: 'alipay' });
  });

  it('offers the desk alone when the library takes no online payment', async () => {
    const context = setup({ overview: { ...OVERVIEW, methods: ['cash'] } });
    await context.user.click(await screen.findByRole('button', { name: '全部缴纳（¥5.50）' }));
    const dialog = screen.getByRole('dialog', { name: '缴纳罚款' });
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['cash']);
  });
});
