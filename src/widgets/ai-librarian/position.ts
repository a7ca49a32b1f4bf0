import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStoredJson } from '../../core/storage';

/** The floating button is 50 × 50 and the chat window 450 × 500. */
export const BUTTON_SIZE = 50;
export const WINDOW_WIDTH = 450;
export const WINDOW_HEIGHT = 500;
/** At 768 px or less (a narrow screen) the window fills the screen. */
export const NARROW_BREAKPOINT = 768;
/** Room kept between the button or window and the edge of the viewport. */
export const EDGE_MARGIN = 8;
/** Where the button position is remembered (browser storage), shared by every page. */
export const POSITION_STORAGE_KEY = 'aiButtonPosition';

/**
 * The button's top-left corner in viewport units (`left` in vw, `top` in vh), so a position
 * chosen on a wide screen lands in the same place on a narrow one. At first: 90vw, 46vh.
 */
export interface ButtonPosition {
  left: number;
  top: number;
}
export const DEFAULT_POSITION: ButtonPosition = { left: 90, top: 46 };

export interface Viewport {
  width: number;
  height: number;
}
export interface Pixels {
  left: number;
  top: number;
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

// ---------------------------------------------------------------------------------------
// The viewport, re-read on resize
// ---------------------------------------------------------------------------------------

const FALLBACK_VIEWPORT: Viewport = { width: 1024, height: 768 };
let lastViewport: Viewport = FALLBACK_VIEWPORT;

function readViewport(): Viewport {
  if (typeof window === 'undefined') return FALLBACK_VIEWPORT;
  // clientWidth leaves out a vertical scrollbar; jsdom and some embeds report 0.
  const root = document.documentElement;
  const width = Math.min(window.innerWidth, root.clientWidth || window.innerWidth);
  const height = Math.min(window.innerHeight, root.clientHeight || window.innerHeight);
  if (width !== lastViewport.width || height !== lastViewport.height) {
    lastViewport = { width, height };
  }
  return lastViewport;
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/** The viewport size, updated when the window is resized or turned. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribeToResize, readViewport, () => FALLBACK_VIEWPORT);
}

// ---------------------------------------------------------------------------------------
// Conversions, always inside the viewport
// ---------------------------------------------------------------------------------------

/** Pixel position of the button's corner, clamped so the whole button stays on screen. */
export function toPixels(position: ButtonPosition, viewport: Viewport): Pixels {
  return clampPixels(
    {
      left: Math.round((position.left / 100) * viewport.width),
      top: Math.round((position.top / 100) * viewport.height),
    },
    viewport,
  );
}

export function clampPixels(pixels: Pixels, viewport: Viewport): Pixels {
  return {
    left: clamp(pixels.left, EDGE_MARGIN, viewport.width - BUTTON_SIZE - EDGE_MARGIN),
    top: clamp(pixels.top, EDGE_MARGIN, viewport.height - BUTTON_SIZE - EDGE_MARGIN),
  };
}

/** A pixel position (clamped first) in viewport units. */
export function toViewportUnits(pixels: Pixels, viewport: Viewport): ButtonPosition {
  const clamped = clampPixels(pixels, viewport);
  return {
    left: viewport.width > 0 ? (clamped.left / viewport.width) * 100 : DEFAULT_POSITION.left,
    top: viewport.height > 0 ? (clamped.top / viewport.height) * 100 : DEFAULT_POSITION.top,
  };
}

function isPosition(value: unknown): value is ButtonPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { left, top } = value as Record<string, unknown>;
  const valid = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100;
  return valid(left) && valid(top);
}

/** The remembered position, or the default when none (or a damaged one) is stored. */
export function readStoredPosition(): ButtonPosition {
  const stored = readStoredJson<unknown>(POSITION_STORAGE_KEY);
  return isPosition(stored) ? { left: stored.left, top: stored.top } : DEFAULT_POSITION;
}

export function storePosition(position: ButtonPosition): void {
  writeStoredJson(POSITION_STORAGE_KEY, position);
}

// ---------------------------------------------------------------------------------------
// The chat window beside the button
// ---------------------------------------------------------------------------------------

/** Narrow screens, or screens where 450 × 500 does not fit, get a window that fills them. */
export function isCompact(viewport: Viewport): boolean {
  return (
    viewport.width <= NARROW_BREAKPOINT ||
    viewport.width < WINDOW_WIDTH + 2 * EDGE_MARGIN ||
    viewport.height < WINDOW_HEIGHT + 2 * EDGE_MARGIN
  );
}

/**
 * Where the 450 × 500 window opens: over the button's side of the screen, its right edge at
 * the button's right edge when the button is on the right half, vertically centred on it,
 * and always inside the viewport.
 */
export function windowPixels(button: Pixels, viewport: Viewport): Pixels {
  const onRight = button.left + BUTTON_SIZE / 2 > viewport.width / 2;
  const left = onRight ? button.left + BUTTON_SIZE - WINDOW_WIDTH : button.left;
  const top = button.top + BUTTON_SIZE / 2 - WINDOW_HEIGHT / 2;
  return {
    left: clamp(left, EDGE_MARGIN, viewport.width - WINDOW_WIDTH - EDGE_MARGIN),
    top: clamp(top, EDGE_MARGIN, viewport.height - WINDOW_HEIGHT - EDGE_MARGIN),
  };
}
