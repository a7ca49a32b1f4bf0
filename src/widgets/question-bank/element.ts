import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { QuestionBank, type QuestionBankProps } from './QuestionBank';

export const questionBankWidget: WidgetDefinition<QuestionBankProps> = {
  tag: 'lp-question-bank',
  component: QuestionBank,
  attributes: { view: 'string' },
};

/**
 * `<lp-question-bank>`: A teacher's question bank (the teacher area's "My Questions"): their own
 * questions and those other teachers of the school share, filtered by type, difficulty, tag,
 * text and scope; an editor for each of the five types; a CSV/XLSX import listing the wrong
 * rows; collecting shared questions. With `view="collect"`, My Collect. Students are told it is
 * for teachers; logged out, it offers to log in. Every libportal element also takes
 * `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties.
 *
 * @tag lp-question-bank
 * @attr {string} view - `bank` (default) or `collect`.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart question-bank - The widget's content.
 */
export class QuestionBankElement extends widgetElement(questionBankWidget) {}

/** Registers `<lp-question-bank>` (once per page). */
export function define(): void {
  defineElement(questionBankWidget.tag, QuestionBankElement);
}
