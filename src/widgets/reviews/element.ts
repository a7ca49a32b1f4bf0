import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Reviews, type ReviewsProps } from './Reviews';

export const reviewsWidget: WidgetDefinition<ReviewsProps> = {
  tag: 'lp-reviews',
  component: Reviews,
  attributes: { view: 'string', bookid: 'string', reviewid: 'string' },
};

/**
 * `<lp-reviews>`: Reading reviews, which are readers' book comments (text only, never HTML).
 * `view="mine"` (default): the reader's own reviews with their books, edit and delete;
 * `view="write"`: write a review of `bookid`, or edit the reader's review of it; `view="book"`:
 * every reader's reviews of `bookid`. Logged out, it offers to log in. Every libportal element
 * also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties
 * (custom-elements.json lists them).
 *
 * @tag lp-reviews
 * @attr {string} view - `mine` (default), `write` or `book`.
 * @attr {string} bookid - The book (for `write` and `book`).
 * @attr {string} reviewid - With `write`: the reader's review to edit (default: their newest of the book).
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out; `/write-review` `{bookid, id?}`, `/book-review-comment` `{bookid}`, `/student-review`.
 * @csspart reviews-widget - The widget's content.
 * @csspart reviews - The list of reviews.
 * @csspart review - One review.
 * @csspart pagination - The pager.
 */
export class ReviewsElement extends widgetElement(reviewsWidget) {}

/** Registers `<lp-reviews>` (once per page). */
export function define(): void {
  defineElement(reviewsWidget.tag, ReviewsElement);
}
