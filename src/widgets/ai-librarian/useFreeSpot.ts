import { useLayoutEffect, useState, type RefObject } from 'react';
import { freeSpot, type Box } from './free-spot';
import type { Pixels, Viewport } from './position';

/** What a reader can click, tap or type in. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The page's controls, in the document and in every open shadow root (embedded widgets). */
function controlsOf(root: Document | ShadowRoot, found: Element[]): Element[] {
  found.push(...root.querySelectorAll(INTERACTIVE));
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) controlsOf(element.shadowRoot, found);
  }
  return found;
}

/** The boxes of the controls on screen now, the button's own widget left out. */
function obstaclesOnScreen(controls: Element[], own: Node, viewport: Viewport): Box[] {
  const boxes: Box[] = [];
  for (const control of controls) {
    if (own.contains(control) || !control.isConnected) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom < 0 || box.top > viewport.height || box.right < 0 || box.left > viewport.width)
      continue;
    boxes.push(box);
  }
  return boxes;
}

/**
 * The floating button's place on screen: the reader's chosen place unless a control of the
 * page is under it there, then the nearest free place (free-spot.ts). Found again when the
 * page scrolls, resizes or changes, once a frame at most; while `active` is false (a drag,
 * the window open) the chosen place is used as it is.
 */
export function useFreeSpot(
  chosen: Pixels,
  viewport: Viewport,
  own: RefObject<Element | null>,
  active: boolean,
): Pixels {
  const [spot, setSpot] = useState<Pixels>(chosen);
  const { left, top } = chosen;
  const { width, height } = viewport;

  // A layout effect: the spot is found before the browser paints. After a drag `spot` still
  // holds the place from before it, and preact runs plain effects after a paint, so the button
  // showed there for a frame (jumped back, then to where it was put).
  useLayoutEffect(() => {
    if (!active) return;
    let controls: Element[] | null = null;
    let frame = 0;
    const place = () => {
      frame = 0;
      const self = own.current;
      const ownRoot = self?.getRootNode();
      if (!self || !ownRoot) return;
      controls ??= controlsOf(document, []);
      const next = freeSpot(
        { left, top },
        { width, height },
        obstaclesOnScreen(controls, ownRoot instanceof ShadowRoot ? ownRoot : self, {
          width,
          height,
        }),
      );
      setSpot((current) =>
        current.left === next.left && current.top === next.top ? current : next,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    const changed = () => {
      controls = null;
      schedule();
    };
    place();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    const observer = new MutationObserver(changed);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden', 'style', 'class'],
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      observer.disconnect();
    };
  }, [active, left, top, width, height, own]);

  return active ? spot : chosen;
}
