import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { SpineLabels, type SpineLabelsProps } from './SpineLabels';

export const spineLabelsWidget: WidgetDefinition<SpineLabelsProps> = {
  tag: 'lp-spine-labels',
  component: SpineLabels,
  attributes: { libraryName: 'string', layout: 'string' },
};

/**
 * `<lp-spine-labels>`: Spine and barcode labels to print, for the library's staff. The copies'
 * barcodes are typed, pasted or scanned one per line (at most 500); the library's copies among
 * them get a label each on A4 sheets: the library's name, the call number split at spaces and
 * slashes into the spine's lines, and the barcode as Code 128 with its characters below (or, in
 * the spine-only layout, no barcode). Barcodes that are no copy of the library are listed, not
 * dropped. A Print button prints the page; the widget leaves its controls off paper, and the
 * page around it should leave its own content off and set `@page { size: A4; margin: 0 }`, as
 * the portal's /admin/catalogue/labels does (print at 100%). Only staff (librarian, admin) may
 * use it. Every libportal element also takes `api-base`, `org-code` and `lang`, and the
 * `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-spine-labels
 * @attr {string} library-name - The library's name as the labels print it (short); the organisation's name otherwise.
 * @attr {string} layout - The layout chosen first: `sheet` (3×8 labels with barcodes, the default) or `spine` (5×13 spine labels only).
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart spine-labels - The widget's content.
 * @csspart controls - The barcodes, layout and print controls (not printed).
 * @csspart unknown - The barcodes no label was made for (not printed).
 * @csspart sheet - The label sheets, the only part printed.
 * @csspart page - One A4 page of labels.
 * @csspart label - One label.
 * @csspart call-number - A label's call number, one part a line.
 */
export class SpineLabelsElement extends widgetElement(spineLabelsWidget) {}

/** Registers `<lp-spine-labels>` (once per page). */
export function define(): void {
  defineElement(spineLabelsWidget.tag, SpineLabelsElement);
}
