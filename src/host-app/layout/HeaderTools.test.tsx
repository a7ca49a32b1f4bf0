import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LibportalProvider, getRuntime } from '../../core';
import { TEST_API_BASE } from '../../test/render';
import { FullscreenToggle } from './HeaderTools';
import { MAX_ROOT_FONT_SIZE, rootFontSize } from './old/root-font-size';

const renderToggle = () =>
  render(
    <LibportalProvider apiBase={TEST_API_BASE}>
      <FullscreenToggle />
    </LibportalProvider>,
  );

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
});

describe('FullscreenToggle', () => {
  it('warns "you browser can not work" where the browser has no full screen', async () => {
    renderToggle();
    await userEvent.click(await screen.findByRole('button', { name: '全屏' }));
    const toasts = getRuntime().notifier.getSnapshot().toasts;
    expect(toasts.at(-1)).toMatchObject({ message: 'you browser can not work', kind: 'warning' });
  });

  it('asks for full screen, and its icon and name follow the state, Esc included', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', {
      get: () => element,
      configurable: true,
    });
    const request = vi.fn(async () => {
      element = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    document.documentElement.requestFullscreen = request;
    renderToggle();
    const button = await screen.findByRole('button', { name: '全屏' });
    const icon = () => button.querySelector('path')?.getAttribute('d');
    const enterIcon = icon();
    await userEvent.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-label')).toBe('退出全屏');
    expect(icon()).not.toBe(enterIcon);
    // Leaving with Esc: the browser says so, the button follows.
    act(() => {
      element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(button.getAttribute('aria-label')).toBe('全屏');
    expect(icon()).toBe(enterIcon);
  });
});

describe('the old interface’s root font size', () => {
  it('is width / 750 × 100 px, at most 75 px', () => {
    expect(rootFontSize(375)).toBe(50);
    expect(rootFontSize(750)).toBe(MAX_ROOT_FONT_SIZE);
    expect(rootFontSize(320)).toBeCloseTo(42.67, 2);
    expect(rootFontSize(1280)).toBe(75);
  });
});
