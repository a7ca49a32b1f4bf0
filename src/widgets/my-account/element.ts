import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { MyAccount, type MyAccountProps } from './MyAccount';

export const myAccountWidget: WidgetDefinition<MyAccountProps> = {
  tag: 'lp-my-account',
  component: MyAccount,
  attributes: { view: 'string', returnUrl: 'string' },
};

/**
 * `<lp-my-account>`: The logged-in reader's money: bills (trade type, method, time, amount,
 * refund, status, and payments paid but not yet posted), fines with the amount due (pay one or
 * all), the deposit (pay it, or have it refunded, with the reason when that cannot be done),
 * the balance and its recharge. Payments go by WeChat or Alipay (a QR code, followed until it
 * is paid), bank online (the bank's page, then back) or cash at the desk; each carries an
 * idempotency key, so a double click makes one charge. Logged out, it offers to log in. Every
 * libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-my-account
 * @attr {string} view - `all` (default), `bills`, `fines` or `deposit`.
 * @attr {string} return-url - Where the bank's page sends the reader back to (an origin the library allows); this page otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out; the bank's page URL as `path` before the browser goes there.
 * @csspart account - The widget's content.
 * @csspart fines - The fines.
 * @csspart fine - One fine.
 * @csspart deposit - The deposit and balance.
 * @csspart refund-refusal - Why the deposit cannot be refunded now.
 * @csspart recharge - The recharge form.
 * @csspart pending - Unfinished payments.
 * @csspart unposted - Payments paid but not yet posted.
 * @csspart bills-section - The bills with their pager.
 * @csspart bills - The bills' table.
 * @csspart pagination - The bills' pager.
 * @csspart dialog - The payment dialog.
 * @csspart qrcode - The payment QR code.
 */
export class MyAccountElement extends widgetElement(myAccountWidget) {}

/** Registers `<lp-my-account>` (once per page). */
export function define(): void {
  defineElement(myAccountWidget.tag, MyAccountElement);
}
