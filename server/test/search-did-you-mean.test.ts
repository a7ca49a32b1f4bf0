import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { suggestCorrection } from '../src/search/did-you-mean';
import { openTestDatabase } from './helpers';

let handle: DatabaseHandle;

beforeAll(async () => {
  // The first 200 goodbooks rows hold the Harry Potter titles.
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

describe('suggestCorrection', () => {
  it.each([
    ['harry poter', 'harry potter'],
    ['Hary Potter', 'harry potter'],
    ['hungr games', 'hunger games'],
  ])('%s → %s', async (query, correction) => {
    expect(await suggestCorrection(handle.db, 1, query)).toBe(correction);
  });

  it.each(['harry potter', '三体', 'zzzzqqq', 'ab'])('offers nothing for %s', async (query) => {
    expect(await suggestCorrection(handle.db, 1, query)).toBeNull();
  });
});
