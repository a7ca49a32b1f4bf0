import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { CollectionOverview, type CollectionOverviewProps } from './CollectionOverview';

export const collectionOverviewWidget: WidgetDefinition<CollectionOverviewProps> = {
  tag: 'lp-collection-overview',
  component: CollectionOverview,
  attributes: { type: 'string', locationid: 'string' },
};

/**
 * `<lp-collection-overview>`: The library's holdings at a glance: titles, copies, available
 * copies and shelves of each location, and the titles and copies of each category (CLC basic
 * class) of the whole library or of one location, with its share.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-collection-overview
 * @attr {string} type - The view shown first: `location` (default) or `category`.
 * @attr {string} locationid - The location whose categories are shown first (its id); implies `category` unless `type` says otherwise.
 * @csspart overview - The widget's content.
 * @csspart locations - The table of locations.
 * @csspart categories - The table of categories.
 */
export class CollectionOverviewElement extends widgetElement(collectionOverviewWidget) {}

/** Registers `<lp-collection-overview>` (once per page). */
export function define(): void {
  defineElement(collectionOverviewWidget.tag, CollectionOverviewElement);
}
