import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { PreBorrow, type PreBorrowProps } from './PreBorrow';

export const preBorrowWidget: WidgetDefinition<PreBorrowProps> = {
  tag: 'lp-pre-borrow',
  component: PreBorrow,
  // A string: the id usually comes straight from a URL parameter; the widget checks it.
  attributes: { bookid: 'string' },
};

/**
 * `<lp-pre-borrow>`: Reserve a book at a chosen site: availability by location (with
 * "available only"), the reader's reservation and its state (waiting with the queue
 * position, not arrived, arrived with the expiry time) with cancel, or the site choice and
 * a reservation, or a place in the queue when no copy is available. Asks to log in first.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-pre-borrow
 * @attr {string} bookid - The book's id.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out, `/bookDetail` `{bookid}` (back to the book).
 * @csspart pre-borrow - The widget's content.
 * @csspart availability - The table of copies by location.
 * @csspart reservation - The reader's reservation.
 */
export class PreBorrowElement extends widgetElement(preBorrowWidget) {}

/** Registers `<lp-pre-borrow>` (once per page). */
export function define(): void {
  defineElement(preBorrowWidget.tag, PreBorrowElement);
}
