import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ReadingPortrait, type ReadingPortraitProps } from './ReadingPortrait';

export const readingPortraitWidget: WidgetDefinition<ReadingPortraitProps> = {
  tag: 'lp-reading-portrait',
  component: ReadingPortrait,
  attributes: { year: 'number' },
};

/**
 * `<lp-reading-portrait>`: The logged-in reader's reading portrait: the year in numbers (loans,
 * months with loans, subjects, authors, place in the school), reading streaks, loans per
 * month, subjects and favourite authors as charts, each with its figures as a table, the
 * reader's medals, and whether rankings show their name to other readers. The chart library is
 * loaded only when the first chart is drawn. Logged out, it offers to log in. Every libportal
 * element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties
 * (custom-elements.json lists them).
 *
 * @tag lp-reading-portrait
 * @attr {number} year - The year shown first (default: the current year).
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when a logged-out reader asks to log in.
 * @csspart portrait - The widget's content.
 * @csspart numbers - The year in numbers.
 * @csspart streaks - The reading streaks.
 * @csspart charts - The charts.
 * @csspart setting - The ranking name setting.
 */
export class ReadingPortraitElement extends widgetElement(readingPortraitWidget) {}

/** Registers `<lp-reading-portrait>` (once per page). */
export function define(): void {
  defineElement(readingPortraitWidget.tag, ReadingPortraitElement);
}
