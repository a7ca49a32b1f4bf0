import { describe, expect, it } from 'vitest';
import { isPlainLeftClick } from './events';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainLeftClick: only a plain left click is handled in the page', () => {
  it('takes a plain left click', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
    expect(isPlainLeftClick(new MouseEvent('click', { button: 0 }))).toBe(true);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a right click', { button: 2 }],
    ['cmd+click', { metaKey: true }],
    ['ctrl+click', { ctrlKey: true }],
    ['shift+click', { shiftKey: true }],
    ['alt+click', { altKey: true }],
  ])('leaves %s to the browser', (_name, change) => {
    expect(isPlainLeftClick({ ...plain, ...change })).toBe(false);
    expect(isPlainLeftClick(new MouseEvent('click', { ...plain, ...change }))).toBe(false);
  });
});
