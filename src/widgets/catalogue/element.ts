import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Catalogue, type CatalogueProps } from './Catalogue';

export const catalogueWidget: WidgetDefinition<CatalogueProps> = {
  tag: 'lp-catalogue',
  component: Catalogue,
  attributes: {},
};

/**
 * `<lp-catalogue>`: The librarian's catalogue. Find the library's records by title, author,
 * ISBN or a copy's barcode, each with its copies (barcode, call number, location, status, due
 * date when on loan); withdraw a copy, mark it lost or damaged, or found again, each after a
 * confirmation (a copy on loan is refused, and the reason said in its row); create a record
 * (New record) or edit one, and add copies under it (barcode, call number, location), a
 * refusal shown beside its field; and copy cataloguing: an ISBN asked of one of the library's
 * SRU sources, its candidate records, and one taken into the catalogue with an optional first
 * copy. Only staff (librarian, admin) may
 * use it. Every libportal element also takes `api-base`, `org-code` and `lang`, and the
 * `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-catalogue
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart catalogue - The widget's content.
 */
export class CatalogueElement extends widgetElement(catalogueWidget) {}

/** Registers `<lp-catalogue>` (once per page). */
export function define(): void {
  defineElement(catalogueWidget.tag, CatalogueElement);
}
