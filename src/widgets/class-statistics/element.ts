import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ClassStatistics, type ClassStatisticsProps } from './ClassStatistics';

export const classStatisticsWidget: WidgetDefinition<ClassStatisticsProps> = {
  tag: 'lp-class-statistics',
  component: ClassStatistics,
  attributes: { departmentId: 'number' },
};

/**
 * `<lp-class-statistics>`: A teacher's statistics of the classes they manage over the last 90
 * days: each student's submissions, average, books read and time on task; each homework's and
 * exam's submission rate and average, and for one of them the distribution of marks (a chart
 * drawn by Chart.js, loaded only then, with its figures as a table) and each question's correct
 * rate; the class as a CSV download. Logged out it offers the login; a student is told it is
 * for teachers. The server limits everything to the teacher's classes.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-class-statistics
 * @attr {number} department-id - The class shown first; the first managed class when unset.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart statistics - The whole widget.
 * @csspart class - One class's statistics.
 * @csspart students - The students' table.
 * @csspart assignments - The assignments' table.
 * @csspart assignment - One assignment's statistics.
 */
export class ClassStatisticsElement extends widgetElement(classStatisticsWidget) {}

/** Registers `<lp-class-statistics>` (once per page). */
export function define(): void {
  defineElement(classStatisticsWidget.tag, ClassStatisticsElement);
}
