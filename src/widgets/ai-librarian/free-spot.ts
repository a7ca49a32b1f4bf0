import { BUTTON_SIZE, EDGE_MARGIN, clampPixels, type Pixels, type Viewport } from './position';

/** A box on screen, in viewport pixels (a DOMRect's edges). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept between the button and a control, so a finger meant for one does not hit the other. */
export const CONTROL_GAP = 4;
/** How far apart the places tried are, up and down the screen. */
const STEP = 8;

function covers(left: number, top: number, obstacles: readonly Box[]): boolean {
  const right = left + BUTTON_SIZE;
  const bottom = top + BUTTON_SIZE;
  return obstacles.some(
    (box) =>
      box.left < right + CONTROL_GAP &&
      box.right > left - CONTROL_GAP &&
      box.top < bottom + CONTROL_GAP &&
      box.bottom > top - CONTROL_GAP,
  );
}

/**
 * Where the button goes so that it covers none of `obstacles` (the page's controls on screen
 * now): the reader's place when it is free; else the nearest free place above or below it on
 * the same side, then along the right edge, then the left edge. When no place is free (a
 * screen full of controls) the reader's place stands.
 */
export function freeSpot(preferred: Pixels, viewport: Viewport, obstacles: readonly Box[]): Pixels {
  const start = clampPixels(preferred, viewport);
  if (!covers(start.left, start.top, obstacles)) return start;
  const maxLeft = viewport.width - BUTTON_SIZE - EDGE_MARGIN;
  const maxTop = viewport.height - BUTTON_SIZE - EDGE_MARGIN;
  const columns = [...new Set([start.left, Math.max(EDGE_MARGIN, maxLeft), EDGE_MARGIN])];
  for (const left of columns) {
    for (let distance = 0; distance <= viewport.height; distance += STEP) {
      for (const top of [start.top - distance, start.top + distance]) {
        if (top < EDGE_MARGIN || top > maxTop) continue;
        if (!covers(left, top, obstacles)) return { left, top };
      }
    }
  }
  return start;
}
