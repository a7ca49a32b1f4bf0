import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAYMENT_POLL_MS, type Transaction } from '../contract';
import { areaKey, QueryArea } from './keys';
import { areasOfTrade, newPaymentKey, settleTransaction, transactionStateQuery } from './money';
import type { ApiClient } from '../client';

const BASE = 'http://api.test/api';
const api = { baseURL: BASE } as ApiClient;

const transaction = (status: Transaction['status']): Transaction => ({
  orderno: 'LP1',
  tradetype: 'finePayment',
  trademethod: 'wechat',
  transactiontime: '2026-11-24T00:00:00Z',
  amount: 550,
  refundamount: 0,
  status,
  posting: null,
  failure: null,
  expiretime: null,
});

describe('money queries', () => {
  it('makes keys the server accepts (16–64 of A–Z a–z 0–9 _ -), a new one each time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newPaymentKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('polls a paying order and stops once it is over', () => {
    const { refetchInterval } = transactionStateQuery(api, 'LP1');
    const at = (data: Transaction | undefined) =>
      typeof refetchInterval === 'function'
        ? refetchInterval({ state: { data } } as Parameters<typeof refetchInterval>[0])
        : refetchInterval;
    expect(at(undefined)).toBe(PAYMENT_POLL_MS);
    expect(at(transaction('paying'))).toBe(PAYMENT_POLL_MS);
    expect(at(transaction('success'))).toBe(false);
    expect(at(transaction('failed'))).toBe(false);
  });

  it('refreshes the loans only after a fine payment, money and the card after any', async () => {
    expect(areasOfTrade('finePayment')).toContain(QueryArea.circulation);
    expect(areasOfTrade('depositPayment')).not.toContain(QueryArea.circulation);
    const client = new QueryClient();
    for (const area of [
      QueryArea.money,
      QueryArea.reader,
      QueryArea.circulation,
      QueryArea.settings,
    ]) {
      client.setQueryData(areaKey(area, BASE, 'x'), 1);
    }
    await settleTransaction(client, { ...transaction('success'), tradetype: 'balanceRecharge' });
    const stale = (area: QueryArea) =>
      client.getQueryState(areaKey(area, BASE, 'x'))?.isInvalidated;
    expect(stale(QueryArea.money)).toBe(true);
    expect(stale(QueryArea.reader)).toBe(true);
    expect(stale(QueryArea.circulation)).toBe(false);
    expect(stale(QueryArea.settings)).toBe(false);
  });
});
