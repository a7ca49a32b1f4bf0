import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { TeacherTasks, type TeacherTasksProps } from './TeacherTasks';

export const teacherTasksWidget: WidgetDefinition<TeacherTasksProps> = {
  tag: 'lp-teacher-tasks',
  component: TeacherTasks,
  attributes: { view: 'string', assignmentId: 'number' },
};

/**
 * `<lp-teacher-tasks>`: A teacher's homework and exams for the classes they manage: the list
 * with how many submitted; setting homework or an exam for a class with questions of the bank
 * or written in place (saved to the bank as the teacher's own), with opening and due time and
 * an exam's minutes; one assignment's students (submitted or not),
 * each one's answers to mark (short answers: score within the question's points and a
 * comment) or to return for revision. The server limits everything to the teacher's classes.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-teacher-tasks
 * @attr {string} view - `list` (default), `add`, `exam-add` or `detail`.
 * @attr {number} assignment-id - The assignment of the `detail` view.
 * @fires lp-navigate - Cancelable `{path, query}`: `/task-detail` `{id}`, `/teacher-task-add`, `/teacher-exam-add`, `/login` `{redirect}` when logged out.
 * @csspart tasks - The list.
 * @csspart create - The form setting homework or an exam.
 * @csspart detail - One assignment's submissions.
 * @csspart marking - One student's work being marked.
 */
export class TeacherTasksElement extends widgetElement(teacherTasksWidget) {}

/** Registers `<lp-teacher-tasks>` (once per page). */
export function define(): void {
  defineElement(teacherTasksWidget.tag, TeacherTasksElement);
}
