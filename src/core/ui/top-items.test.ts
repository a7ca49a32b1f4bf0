import { describe, expect, it } from 'vitest';
import { toCount } from './top-items';

describe('toCount: a count attribute as a whole number from 1 to the maximum', () => {
  it.each([
    [1, 1],
    [7, 7],
    [5.7, 5],
    [50, 50],
    [500, 50],
  ])('takes %s as %s', (value, expected) => expect(toCount(value, 10, 50)).toBe(expected));

  it.each([undefined, null, 0, 0.5, -3, Number.NaN, Number.POSITIVE_INFINITY, '7'])(
    'falls back to the default for %s',
    (value) => expect(toCount(value, 10, 50)).toBe(10),
  );
});
