import { describe, expect, it } from 'vitest';
import { parseBooleanAttribute, toBooleanProperty } from './attributes';

describe('boolean attributes as frameworks write them', () => {
  it('are true when present: empty, "true", or their own name', () => {
    for (const value of ['', 'true', 'open', 'TRUE', ' true ']) {
      expect(parseBooleanAttribute(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('are false when absent or "false" (Vue writes open="false")', () => {
    for (const value of [null, 'false', 'FALSE', ' false ']) {
      expect(parseBooleanAttribute(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('read a property set from script by the same rule when it is a string', () => {
    expect(toBooleanProperty('false')).toBe(false);
    expect(toBooleanProperty('')).toBe(true);
    expect(toBooleanProperty(true)).toBe(true);
    expect(toBooleanProperty(false)).toBe(false);
    expect(toBooleanProperty(undefined)).toBe(false);
    expect(toBooleanProperty(0)).toBe(false);
  });
});
