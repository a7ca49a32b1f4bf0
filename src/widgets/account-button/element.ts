import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { AccountButton, type AccountButtonProps } from './AccountButton';

export const accountButtonWidget: WidgetDefinition<AccountButtonProps> = {
  tag: 'lp-account-button',
  component: AccountButton,
  attributes: { libraryUrl: 'string' },
};

/**
 * `<lp-account-button>`: The account control of a page's header. Logged out, a 登录 (Log in)
 * button that opens the login dialog; the reader stays on the page and every element on it
 * fills in without a reload. Logged in, the reader's name as a menu button with 我的图书馆 (My
 * Library) and 退出登录 (Log out). Log out ends the session on the server, every element on
 * the page returns to its logged-out state at once, and `lp-logout` fires: the same as
 * `logout()` from the package and `window.libportal.logout()`. Every libportal element also
 * takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties
 * (custom-elements.json lists them).
 *
 * @tag lp-account-button
 * @attr {string} library-url - Where My Library goes, e.g. `/library/{role}.html` (`{role}`: student or teacher); the portal's personal home otherwise.
 * @fires lp-login - `{usertype, roles}` after a login through the button.
 * @fires lp-logout - `{}` once Log out has ended the session (bubbles and is composed, so `document` hears it).
 * @fires lp-navigate - Cancelable `{path, query}`: `/student-home` or `/teacher-home` when My Library is chosen. Not cancelled, the reader goes there (through the portal's /ssoLogin from another origin, so the portal opens logged in).
 * @fires lp-close - The login dialog closed.
 * @csspart login - The Log in button.
 * @csspart account - The button with the reader's name.
 * @csspart menu - The menu of My Library and Log out.
 * @csspart dialog - The login dialog's panel.
 */
export class AccountButtonElement extends widgetElement(accountButtonWidget) {}

/** Registers `<lp-account-button>` (once per page). */
export function define(): void {
  defineElement(accountButtonWidget.tag, AccountButtonElement);
}
