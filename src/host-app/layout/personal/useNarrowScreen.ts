import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MAX_WIDTH } from '../../../core';

const QUERY = `(width <= ${NARROW_SCREEN_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const narrowNow = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(QUERY).matches;

/** Whether the window is at the narrow breakpoint (768 px or less), following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
