import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { MyBorrow, type MyBorrowProps } from './MyBorrow';

export const myBorrowWidget: WidgetDefinition<MyBorrowProps> = {
  tag: 'lp-my-borrow',
  component: MyBorrow,
  attributes: { sections: 'string', bookUrl: 'string', finesUrl: 'string' },
};

/**
 * `<lp-my-borrow>`: The reader's my-borrow panel: current loans with due dates and days left,
 * overdue ones marked and counted, renew one or all (a refusal says why: reserved by another
 * reader, renewal limit, overdue, card expired, fines over the limit), unpaid fines with a link
 * to the fine record, the library's urges to return, and the reservations (not arrived, arrived
 * with the pick-up deadline, waiting as "N of M" with an estimated wait), each cancellable.
 * Logged out, it offers to log in, and fills in without a reload when `lp-login-dialog` logs
 * the reader in on the page. Every libportal element also takes `api-base`, `org-code` and
 * `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-my-borrow
 * @attr {string} sections - Parts to show, space or comma separated: `loans`, `fines`, `urges`, `reservations` (default: all).
 * @attr {string} book-url - URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's /bookDetail otherwise.
 * @attr {string} fines-url - URL of the fine record page; the portal's /student-fine otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/bookDetail` `{bookid}`, `/student-fine`, or `/login` `{redirect}` when logged out.
 * @csspart my-borrow - The widget's content.
 * @csspart loans - The current loans.
 * @csspart fines - The unpaid fines line.
 * @csspart urges - The urges to return.
 * @csspart reservations - The reservations.
 */
export class MyBorrowElement extends widgetElement(myBorrowWidget) {}

/** Registers `<lp-my-borrow>` (once per page). */
export function define(): void {
  defineElement(myBorrowWidget.tag, MyBorrowElement);
}
