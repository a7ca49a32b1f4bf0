import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { BorrowHistory, type BorrowHistoryProps } from './BorrowHistory';

export const borrowHistoryWidget: WidgetDefinition<BorrowHistoryProps> = {
  tag: 'lp-borrow-history',
  component: BorrowHistory,
  attributes: { noCalendar: 'boolean' },
};

/**
 * `<lp-borrow-history>`: The reader's borrowing history, kept only if they opt in (the setting
 * is here, off by default), a page at a time, with "delete my history" after a confirmation,
 * and the private calendar feed of due dates and pick-up deadlines (show, copy, reset).
 * Logged out, it offers to log in. Every libportal element also takes `api-base`, `org-code`
 * and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-borrow-history
 * @attr {boolean} no-calendar - Hides the calendar-feed part.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart borrow-history - The widget's content.
 * @csspart setting - The keep-history setting.
 * @csspart history - The returned loans and the delete button.
 * @csspart calendar - The calendar feed.
 * @csspart pagination - The pager.
 */
export class BorrowHistoryElement extends widgetElement(borrowHistoryWidget) {}

/** Registers `<lp-borrow-history>` (once per page). */
export function define(): void {
  defineElement(borrowHistoryWidget.tag, BorrowHistoryElement);
}
