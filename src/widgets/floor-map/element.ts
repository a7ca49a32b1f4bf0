import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { FloorMap, type FloorMapProps } from './FloorMap';

export const floorMapWidget: WidgetDefinition<FloorMapProps> = {
  tag: 'lp-floor-map',
  component: FloorMap,
  attributes: { bookid: 'string', barcode: 'string', heading: 'string' },
};

/**
 * `<lp-floor-map>`: The library in 3D — its storeys, reading rooms and shelves, built from
 * the library's locations and shelves — that a reader turns and zooms; with `bookid` or
 * `barcode`, the shelf and column of the copy are lit and the way from the entrance is drawn,
 * and the same way is written out beside the map, step by step, for keyboard and
 * screen-reader users and for devices without WebGL (the library's rooms and shelves are
 * listed in words too). The 3D code (three.js) downloads only when the map comes on screen
 * in a browser that can draw it. Every libportal element also takes `api-base`, `org-code`
 * and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-floor-map
 * @attr {string} bookid - The book to lead to: the first of its copies on a shelf, one in the library first.
 * @attr {string} barcode - The copy to lead to (wins over `bookid`).
 * @attr {string} heading - The heading when no book is named (default 馆内导航 / Finding your way).
 * @fires lp-navigate - Cancelable `{path, query}`: `/virtualShelf` `{shelf, column}` or `/bookDetail` `{bookid}`.
 * @csspart floor-map - The widget's content.
 * @csspart directions - The text directions (an ordered list).
 * @csspart directory - The rooms and their shelves in words.
 * @csspart map - The 3D view with its controls.
 * @csspart canvas - The 3D view's canvas.
 */
export class FloorMapElement extends widgetElement(floorMapWidget) {}

/** Registers `<lp-floor-map>` (once per page). */
export function define(): void {
  defineElement(floorMapWidget.tag, FloorMapElement);
}
