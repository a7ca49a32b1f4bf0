import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  searchParamsFromState,
  searchStateFromParams,
  type SearchState,
} from '../../../widgets/search-results';

/**
 * The search of a results page, kept in its URL (keyword, query, facets, sort, page): the
 * back button from a book's page returns to the same results. A new page of results starts
 * at the top; `extra` parameters (the category page's category) are kept alongside.
 */
export function useSearchUrl(
  extra: Record<string, string> = {},
): [SearchState, (next: SearchState) => void] {
  const [params, setParams] = useSearchParams();
  const state = searchStateFromParams(params);
  const show = (next: SearchState) => {
    const nextParams = searchParamsFromState(next);
    for (const [name, value] of Object.entries(extra)) nextParams.set(name, value);
    setParams(nextParams);
    if (next.page !== state.page) window.scrollTo({ top: 0 });
  };
  return [state, show];
}

const SCROLL_KEY = 'libportal.scroll.';

function readScroll(key: string): number {
  try {
    return Number(sessionStorage.getItem(SCROLL_KEY + key)) || 0;
  } catch {
    return 0;
  }
}

function writeScroll(key: string, top: number): void {
  try {
    sessionStorage.setItem(SCROLL_KEY + key, String(Math.round(top)));
  } catch {
    // Storage unavailable: the page simply opens at the top.
  }
}

/**
 * Remembers how far the reader scrolled in this history entry, and returns `restore()` to call
 * once the results are on screen: back from a book's page, the reader is where they were.
 * (Results arrive after the route renders, so the router's own restoration is too early.)
 */
export function useScrollMemory(): () => void {
  const { key } = useLocation();
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => writeScroll(key, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);
  const restored = useRef<string | null>(null);
  return useCallback(() => {
    if (restored.current === key) return;
    restored.current = key;
    const top = readScroll(key);
    if (top > 0) window.scrollTo({ top });
  }, [key]);
}
