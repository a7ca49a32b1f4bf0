import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ReadingPrograms, type ReadingProgramsProps } from './ReadingPrograms';

export const readingProgramsWidget: WidgetDefinition<ReadingProgramsProps> = {
  tag: 'lp-reading-programs',
  component: ReadingPrograms,
  attributes: { view: 'string', programId: 'number' },
};

/**
 * `<lp-reading-programs>`: A teacher's reading programs: for each class the teacher teaches, a
 * set of catalogue books to read between two dates, with a description. The teacher creates,
 * edits and deletes them; a program's detail shows, for each student of the class, which books
 * they borrowed and returned since it started (read from the loans). A student is told it is for
 * teachers; logged out, it offers to log in. Every libportal element also takes `api-base`,
 * `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-reading-programs
 * @attr {string} view - `all` (default): every program with create, edit, delete; `current`: running ones, read only.
 * @attr {number} program-id - Show this program's detail with the class's progress.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out; `/teacher-plan-detail` `{id}` for a program's detail; `/ReadingProgram` back to the list.
 * @csspart reading-programs - The widget's content.
 */
export class ReadingProgramsElement extends widgetElement(readingProgramsWidget) {}

/** Registers `<lp-reading-programs>` (once per page). */
export function define(): void {
  defineElement(readingProgramsWidget.tag, ReadingProgramsElement);
}
