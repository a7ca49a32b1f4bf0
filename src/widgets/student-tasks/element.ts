import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { StudentTasks, type StudentTasksProps } from './StudentTasks';

export const studentTasksWidget: WidgetDefinition<StudentTasksProps> = {
  tag: 'lp-student-tasks',
  component: StudentTasks,
  attributes: { view: 'string', programId: 'number', goalId: 'number' },
};

/**
 * `<lp-student-tasks>`: A student's reading tasks: the reading programs their teachers set their
 * class and the reading goals they set themselves (a number of books or chosen books by a due
 * date), each with progress read from their loans; a form for a new goal; a goal or program in
 * detail, book by book; and `view="week"`, this week's tasks for a home page. A teacher is told
 * it is for students; logged out, it offers to log in. Every libportal element also takes
 * `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties.
 *
 * @tag lp-student-tasks
 * @attr {string} view - `list` (default), `add` (a new goal) or `week` (this week's tasks).
 * @attr {number} program-id - Show this program of the class in detail.
 * @attr {number} goal-id - Show this goal in detail.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}`; `/student-task`; `/student-task-add`; `/student-task-detail` `{program}` or `{goal}`.
 * @csspart student-tasks - The widget's content.
 */
export class StudentTasksElement extends widgetElement(studentTasksWidget) {}

/** Registers `<lp-student-tasks>` (once per page). */
export function define(): void {
  defineElement(studentTasksWidget.tag, StudentTasksElement);
}
