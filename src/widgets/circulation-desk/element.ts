import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { CirculationDesk, type CirculationDeskProps } from './CirculationDesk';

export const circulationDeskWidget: WidgetDefinition<CirculationDeskProps> = {
  tag: 'lp-circulation-desk',
  component: CirculationDesk,
  attributes: {},
};

/**
 * `<lp-circulation-desk>`: The librarian's circulation desk, for a barcode scanner (it types
 * the code and Enter): one field keeps the focus. In lend mode the first scan is a reader card
 * (name, class, reader type, block, loans with due dates and overdue marks, holds ready, fines),
 * the next scans are copies lent to that reader, and "new reader" or Escape clears the card;
 * return and renew modes (Alt+1/2/3). Scans typed faster than the server answers wait their
 * turn. Each result is said in a live region and by a short tone (high: done, low: refused;
 * mutable); undo the last action (Alt+Z); this session's list; fines paid in cash; the camera as
 * a scanner on any device with one (the browser's BarcodeDetector, or a WebAssembly reader
 * loaded on first use: a strict CSP must allow `'wasm-unsafe-eval'`). Only staff (librarian,
 * admin) may use it.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-circulation-desk
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart circulation-desk - The widget's content.
 * @csspart modes - The lend, return and renew buttons.
 * @csspart scan - The scan field.
 * @csspart result - The last result, in words.
 * @csspart columns - The reader's card and this session's list.
 * @csspart reader-card - The loaded reader's card.
 * @csspart log - This session's list of results.
 */
export class CirculationDeskElement extends widgetElement(circulationDeskWidget) {}

/** Registers `<lp-circulation-desk>` (once per page). */
export function define(): void {
  defineElement(circulationDeskWidget.tag, CirculationDeskElement);
}
