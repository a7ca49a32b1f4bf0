import { createContext, useContext } from 'react';

/**
 * The title a page shows as its h1 around the widgets it holds (the portal's page frame sets
 * it; an embedding page sets nothing).
 */
export const PageTitleContext = createContext<string | null>(null);

/** The attribute that marks a widget's heading as repeating the page's title. */
export const REPEATS_PAGE_TITLE = 'data-repeats-page-title';

/**
 * Props for a widget's own heading: embedded, nothing (the heading names the widget); inside a
 * page whose h1 already shows the same words, the mark that keeps it for screen readers only
 * (the page frame hides it from sight), so a reader sees the title once.
 */
export function useRepeatsPageTitle(heading: string): { [REPEATS_PAGE_TITLE]?: '' } {
  return useContext(PageTitleContext) === heading ? { [REPEATS_PAGE_TITLE]: '' } : {};
}
