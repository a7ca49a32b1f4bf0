import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { LearningStatistics, type LearningStatisticsProps } from './LearningStatistics';

export const learningStatisticsWidget: WidgetDefinition<LearningStatisticsProps> = {
  tag: 'lp-learning-statistics',
  component: LearningStatistics,
  attributes: { days: 'number' },
};

/**
 * `<lp-learning-statistics>`: A student's own learning over a period (the last 30, 90, 180 or
 * 365 days): homework and exams set to their class and submitted, their average mark beside
 * the class's (an aggregate, shown once three works are marked), books borrowed and time on
 * task; each assignment's marks as a chart with its figures as a table. Logged out it offers
 * the login; a teacher is told it is for students. The server answers only with the caller's
 * own figures.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-learning-statistics
 * @attr {number} days - The period shown first, in days back from today: 30, 90 (default), 180 or 365.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart statistics - The whole widget.
 * @csspart figures - The period's figures and chart.
 */
export class LearningStatisticsElement extends widgetElement(learningStatisticsWidget) {}

/** Registers `<lp-learning-statistics>` (once per page). */
export function define(): void {
  defineElement(learningStatisticsWidget.tag, LearningStatisticsElement);
}
