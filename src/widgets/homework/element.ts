import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Homework, type HomeworkProps } from './Homework';

export const homeworkWidget: WidgetDefinition<HomeworkProps> = {
  tag: 'lp-homework',
  component: Homework,
  attributes: { assignmentId: 'number' },
};

/**
 * `<lp-homework>`: The student's homework and exams set by their teachers (title, kind, due
 * time, status, score once marked); with `assignment-id`, one of them to answer: every
 * question type with native controls (radio group, checkboxes, true/false, a select per item
 * to match, a text area), answers saved as the student goes ("已保存"), submitted once after a
 * confirmation (an exam by itself when its time runs out, announced), then the marks, comments, keys and explanations once the teacher has marked
 * it. Logged out, it offers to log in. Every libportal element also takes `api-base`,
 * `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-homework
 * @attr {number} assignment-id - An assignment to open; none: the list.
 * @fires lp-navigate - Cancelable `{path, query}`: `/do-homework` or `/do-selftest` `{id}` to answer, `/student-homework-detail` `{id}` to look at a submitted one, `/login` `{redirect}` when logged out.
 * @csspart homework - The list.
 * @csspart assignment - One assignment being answered or looked at.
 */
export class HomeworkElement extends widgetElement(homeworkWidget) {}

/** Registers `<lp-homework>` (once per page). */
export function define(): void {
  defineElement(homeworkWidget.tag, HomeworkElement);
}
