import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Grades, type GradesProps } from './Grades';

export const gradesWidget: WidgetDefinition<GradesProps> = {
  tag: 'lp-grades',
  component: Grades,
  attributes: { kind: 'string' },
};

/**
 * `<lp-grades>`: A student's grades: their marked homework and exams, and the ones returned for
 * revision, newest first, ten to a page: title (a link to the result, or to the work to
 * revise), kind, book, when submitted, score of total, status and the teacher's comments; a
 * filter by kind. Logged out it offers the login; a teacher is told it is for students. The
 * server answers only with the caller's own work.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-grades
 * @attr {string} kind - `homework` or `exam` shown first; both when unset.
 * @fires lp-navigate - Cancelable `{path, query}`: `/student-homework-detail` `{id}` for a result, `/do-homework` or `/do-selftest` `{id}` for a returned work, `/login` `{redirect}` when logged out.
 * @csspart grades - The whole widget.
 * @csspart table - The grades' table.
 * @csspart pagination - The pager under it.
 */
export class GradesElement extends widgetElement(gradesWidget) {}

/** Registers `<lp-grades>` (once per page). */
export function define(): void {
  defineElement(gradesWidget.tag, GradesElement);
}
