import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

export const loginDialogWidget: WidgetDefinition<LoginDialogProps> = {
  tag: 'lp-login-dialog',
  component: LoginDialog,
  attributes: { open: 'boolean', inline: 'boolean', afterLoginUrl: 'string' },
};

/**
 * `<lp-login-dialog>`: The reader login dialog (400 px).
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-login-dialog
 * @attr {boolean} open - Present shows the dialog (`open="false"`, as Vue writes it, does not); the element removes it when the dialog closes. `el.open = true` opens it whatever the attribute held.
 * @attr {boolean} inline - Show the form in the page instead of a modal dialog.
 * @attr {string} after-login-url - Where to go after login instead of the portal, e.g.
 *   `/library/{role}.html` (`{role}`: student or teacher; `{usertype}`).
 * @fires lp-login - `{usertype, roles}` after a successful login.
 * @fires lp-navigate - Cancelable `{path, query}`: /student or /teacher after login. Not
 *   cancelled, the reader goes there in the portal; from a page of another origin through the
 *   portal's /ssoLogin with a one-time code, so the portal opens logged in.
 * @fires lp-close - The dialog closed itself (Escape, close button, backdrop, after login) and
 *   removed its `open` attribute: frameworks binding `open` set their state to false.
 * @csspart dialog - The dialog panel.
 * @csspart form - The form.
 * @csspart submit - The login button.
 */
export class LoginDialogElement extends widgetElement(loginDialogWidget) {}

/** Registers `<lp-login-dialog>` (once per page). */
export function define(): void {
  defineElement(loginDialogWidget.tag, LoginDialogElement);
}
