import { defineWidget } from '../../core';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

/**
 * `<lp-login-dialog>`: the reader login dialog (400 px).
 *
 * @tag lp-login-dialog
 * @attr open - Boolean: present shows the dialog; the element removes it when the dialog closes.
 * @attr api-base - API base URL. @attr org-code - Organisation code. @attr lang - zh | en.
 * @fires lp-login - `{usertype, roles}` after a successful login.
 * @fires lp-navigate - cancelable `{path, query}`: /student or /teacher after login.
 * @csspart dialog - The dialog panel. @csspart form - The form. @csspart submit - The login button.
 */
export const LoginDialogElement = defineWidget<LoginDialogProps>({
  tag: 'lp-login-dialog',
  component: LoginDialog,
  attributes: { open: 'boolean', inline: 'boolean' },
});
