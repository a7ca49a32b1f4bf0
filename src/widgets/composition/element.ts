import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Composition, type CompositionProps } from './Composition';

export const compositionWidget: WidgetDefinition<CompositionProps> = {
  tag: 'lp-composition',
  component: Composition,
  attributes: { kind: 'string', view: 'string', pieceid: 'string' },
};

/**
 * `<lp-composition>`: A student's compositions (title, text, optionally the book it is about)
 * or reading notes (book, quote, thoughts): the list with each piece's status (draft,
 * submitted, returned for revision, marked) and score; the editor with a character count,
 * saved automatically a second after typing stops (and kept in the browser when a save fails);
 * the submission, once; the teacher's score and comment. Text only, never HTML. Logged out, it
 * offers to log in. Every libportal element also takes `api-base`, `org-code` and `lang`, and
 * the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-composition
 * @attr {string} kind - `composition` (default) or `note`.
 * @attr {string} view - `list` (default) or `write` (a new piece at once).
 * @attr {string} pieceid - Opens this piece of the student's.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart composition - The widget's content.
 * @csspart list - The list of pieces.
 * @csspart feedback - A handed-in piece with the teacher's marks.
 */
export class CompositionElement extends widgetElement(compositionWidget) {}

/** Registers `<lp-composition>` (once per page). */
export function define(): void {
  defineElement(compositionWidget.tag, CompositionElement);
}
