import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { DigitText, INT2_MAX, INT4_MAX, digitsUpTo } from '../src/http/schemas';

describe('digitsUpTo', () => {
  const accepts = (maximum: number, text: string) => new RegExp(digitsUpTo(maximum)).test(text);

  it('accepts exactly 0..maximum for every maximum up to 1,200', () => {
    for (let maximum = 0; maximum <= 1200; maximum++) {
      const pattern = new RegExp(digitsUpTo(maximum));
      for (let n = 0; n <= 1300; n++) {
        if (pattern.test(String(n)) !== n <= maximum) {
          throw new Error(`digitsUpTo(${maximum}) on ${n}`);
        }
      }
    }
  });

  it('bounds smallint and integer exactly, near their limits and anywhere', () => {
    for (const maximum of [INT2_MAX, INT4_MAX]) {
      for (let n = maximum - 1000; n <= maximum + 1000; n++) {
        expect(accepts(maximum, String(n)), `${maximum}: ${n}`).toBe(n <= maximum);
      }
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 * maximum }), (n) => {
          expect(accepts(maximum, String(n))).toBe(n <= maximum);
        }),
        { seed: 42 },
      );
    }
  });

  it('accepts leading zeros and the empty string, and nothing that is not digits', () => {
    for (const text of ['', '0', '00003', '032767']) expect(accepts(INT2_MAX, text)).toBe(true);
    for (const text of ['-1', '+1', '1.0', ' 1', '1 ', '1e3', '0x1', '３', '٣']) {
      expect(accepts(INT2_MAX, text), text).toBe(false);
    }
  });
});

describe('DigitText', () => {
  it('refuses digit strings past the column, whatever their length', () => {
    const smallint = Compile(DigitText(INT2_MAX));
    expect(['', '0', '3', '32767', '00001'].map((text) => smallint.Check(text))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['32768', '99999', '000032767', '1'.repeat(10_000)].map((t) => smallint.Check(t)),
    ).toEqual([false, false, false, false]);
  });
});
