import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { book } from '../src/db/schema';
import { suggestCorrection } from '../src/search/did-you-mean';
import { bookSearchColumns } from '../src/search/normalize';
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
    // Swapped letters, which trigrams alone miss.
    ['hrary pottre', 'harry potter'],
    ['rowlign', 'rowling'],
    ['Rwolign', 'rowling'], // two swaps: seven letters allow two edits
    ['hunegr gmaes', 'hunger games'],
    // Only the Latin words change; CJK and numbers stay as typed.
    ['三休 hrary', '三休 harry'],
    ['hrary 1985', 'harry 1985'],
  ])('%s → %s', async (query, correction) => {
    expect(await suggestCorrection(handle.db, 1, query)).toBe(correction);
  });

  it.each([
    'harry potter',
    'rowling',
    '三体',
    '三休',
    '1985', // not "1984", which the catalogue holds
    'zzzzqqq',
    'ab',
    'hrr', // two edits from "harry", and three letters allow one
  ])('offers nothing for %s', async (query) => {
    expect(await suggestCorrection(handle.db, 1, query)).toBeNull();
  });

  it("corrects from the organisation's own catalogue only", async () => {
    expect(await suggestCorrection(handle.db, 999, 'hrary pottre')).toBeNull();
  });

  it('reads the vocabulary once, and a fresh one behind lookups once it is old', async () => {
    const orgId = 2;
    expect(await suggestCorrection(handle.db, orgId, 'hrary')).toBe('harry');
    const title = 'Qwerty';
    await handle.db
      .insert(book)
      .values({ organizationId: orgId, title, ...bookSearchColumns({ title }) });
    // Trigrams miss the swap, and the vocabulary read before the book came lacks the word.
    expect(await suggestCorrection(handle.db, orgId, 'qwetry')).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    try {
      // The old vocabulary answers while the new one loads.
      expect(await suggestCorrection(handle.db, orgId, 'qwetry')).toBeNull();
      await vi.waitFor(async () => {
        expect(await suggestCorrection(handle.db, orgId, 'qwetry')).toBe('qwerty');
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
