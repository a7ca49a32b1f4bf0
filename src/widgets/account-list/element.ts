import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { AccountList, type AccountListProps } from './AccountList';

export const accountListWidget: WidgetDefinition<AccountListProps> = {
  tag: 'lp-account-list',
  component: AccountList,
  attributes: { list: 'string' },
};

/**
 * `<lp-account-list>`: One list of the reader's account, a table a page at a time with the
 * product's columns: books on loan (`current`), overdue (`overdue`), urges to return (`urge`),
 * sublet records (`subtenancy`: category, date, book name, status), purchases (`purchased`),
 * recommendations made (`recommendations`), favourites (`collection`). Logged out, it offers
 * to log in. Every libportal element also takes `api-base`, `org-code` and `lang`, and the
 * `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-account-list
 * @attr {string} list - `current`, `overdue`, `urge`, `subtenancy`, `purchased`, `recommendations` or `collection`.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart account-list - The widget's content.
 * @csspart table - The list's table.
 * @csspart pagination - The pager.
 */
export class AccountListElement extends widgetElement(accountListWidget) {}

/** Registers `<lp-account-list>` (once per page). */
export function define(): void {
  defineElement(accountListWidget.tag, AccountListElement);
}
