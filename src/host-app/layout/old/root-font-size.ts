import { useEffect } from 'react';
import { NARROW_SCREEN_MAX_WIDTH } from '../../../core';

/** The old interface's mobile design was drawn 750 px wide: 1rem is 100 px at that width. */
const DESIGN_WIDTH = 750;
/** The root font size stops growing at 75 px (a 562 px wide screen). */
export const MAX_ROOT_FONT_SIZE = 75;

/** The root font size for a screen `width` px wide: width / 750 × 100 px, at most 75 px. */
export function rootFontSize(width: number): number {
  return Math.min((width / DESIGN_WIDTH) * 100, MAX_ROOT_FONT_SIZE);
}

/**
 * Where the rule belongs: the old interface on a phone (768 px wide or less), whose
 * header and personal strip are sized in rem so that they scale with the screen's width, as
 * the older mobile layout did. Set on <html> while the old layout is shown on a narrow screen
 * and taken back otherwise; the new interface and the widgets size their text in px (their
 * own `--lp-font-size`), so they never depend on it.
 */
export function useMobileRootFontSize(): void {
  useEffect(() => {
    const root = document.documentElement;
    const narrow = window.matchMedia?.(`(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`);
    const apply = () => {
      if (narrow?.matches) root.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
      else root.style.removeProperty('font-size');
    };
    apply();
    window.addEventListener('resize', apply);
    narrow?.addEventListener?.('change', apply);
    return () => {
      window.removeEventListener('resize', apply);
      narrow?.removeEventListener?.('change', apply);
      root.style.removeProperty('font-size');
    };
  }, []);
}
