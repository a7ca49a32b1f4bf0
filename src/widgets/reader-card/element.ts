import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ReaderCard, type ReaderCardProps } from './ReaderCard';

export const readerCardWidget: WidgetDefinition<ReaderCardProps> = {
  tag: 'lp-reader-card',
  component: ReaderCard,
  attributes: {},
};

/**
 * `<lp-reader-card>`: The logged-in reader's card, for students and teachers: card number,
 * validity, class or department, school, points, deposit, arrears, loans, overdue loans and
 * reservations (each a link to its page), medals, follows and fans. Logged out, it offers to
 * log in, and fills in without a reload when `lp-login-dialog` logs the reader in on the page.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-reader-card
 * @fires lp-navigate - Cancelable `{path, query}`: `/student-borrowing`, `/student-overtime`, `/student-borrow`, `/student-fine` or `/student-refund` when a figure is opened, `/login` `{redirect}` when logged out.
 * @csspart card - The card.
 * @csspart facts - The card's figures.
 * @csspart medals - The medals.
 */
export class ReaderCardElement extends widgetElement(readerCardWidget) {}

/** Registers `<lp-reader-card>` (once per page). */
export function define(): void {
  defineElement(readerCardWidget.tag, ReaderCardElement);
}
