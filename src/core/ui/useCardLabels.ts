import { useEffect, type RefObject } from 'react';

/**
 * Gives every body cell of the tables inside `container` its column's heading as `data-label`,
 * which the card layout of a narrow table shows above the value (a card has no header row),
 * and states the table roles outright: a table laid out as blocks loses them in Chromium's
 * accessibility tree, and a screen reader should still hear rows and cells. Rows that come and
 * go (paging, a renewal) are labelled as they arrive.
 */
export function useCardLabels(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const label = () => {
      for (const table of root.querySelectorAll('table')) {
        table.setAttribute('role', 'table');
        const headings = [...table.querySelectorAll(':scope > thead > tr > th')].map(
          (heading) => heading.textContent?.trim() ?? '',
        );
        for (const row of table.querySelectorAll(':scope > thead > tr, :scope > tbody > tr')) {
          row.setAttribute('role', 'row');
          [...row.children].forEach((cell, index) => {
            const header = cell.tagName === 'TH';
            const inHead = row.parentElement?.tagName === 'THEAD';
            cell.setAttribute('role', inHead ? 'columnheader' : header ? 'rowheader' : 'cell');
            const text = headings[index];
            if (!inHead && text && cell.getAttribute('data-label') !== text) {
              cell.setAttribute('data-label', text);
            }
          });
        }
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [container]);
}
