import { useLayoutEffect, type RefObject } from 'react';

/** A4's width in CSS pixels: 210 mm at 96 px to the inch. */
const A4_WIDTH_PX = (210 * 96) / 25.4;

/**
 * The preview's pages are real A4 (what prints is what is seen); on a screen narrower than a
 * sheet (a tablet at the desk) they are zoomed to the width there is, through
 * `--lp-sheet-fit` (styles.ts, screen only), instead of scrolling sideways. Set through the
 * CSSOM, which a host page's strict CSP allows.
 */
export function useFitToWidth(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const sheet = ref.current;
    if (!sheet || typeof ResizeObserver === 'undefined') return;
    const fit = () =>
      sheet.style.setProperty(
        '--lp-sheet-fit',
        String(Math.min(1, sheet.clientWidth / A4_WIDTH_PX)),
      );
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(sheet);
    return () => observer.disconnect();
  }, [ref]);
}
