import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { LibrarySettings, type LibrarySettingsProps } from './LibrarySettings';

export const librarySettingsWidget: WidgetDefinition<LibrarySettingsProps> = {
  tag: 'lp-library-settings',
  component: LibrarySettings,
  attributes: {},
};

/**
 * `<lp-library-settings>`: The library's settings, for its administrators: the name, the
 * customer-service phone and the AI librarian; the opening hours and the address (plain text);
 * the logo and the banner (any common image, re-encoded by the server); the footer links in
 * their order (title, http or https address, shown or hidden); the sites allowed to embed the
 * portal; the loan rules of each reader type (loans, days, renewals, fine per day and limit,
 * reservations, hold days); the copy-cataloguing sources; the online payment methods readers
 * may use (among the payment gateway's; cash at the desk always). Each section is saved on its own; a refusal is shown beside
 * the field it names with everything typed kept, a save says so, and the portal shows the
 * change at its next page load on every server. Only admins may use it; every change is
 * audited with the values before and after.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-library-settings
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart library-settings - The widget's content.
 * @csspart general - The general section.
 * @csspart hours - The opening hours and address section.
 * @csspart images - The logo and banner section.
 * @csspart footer-links - The footer links section.
 * @csspart origins - The embed origins section.
 * @csspart loan-rules - The loan rules section.
 * @csspart sources - The copy-cataloguing sources section.
 * @csspart payments - The online payment methods section.
 * @csspart status - A section's line saying what its last save did.
 */
export class LibrarySettingsElement extends widgetElement(librarySettingsWidget) {}

/** Registers `<lp-library-settings>` (once per page). */
export function define(): void {
  defineElement(librarySettingsWidget.tag, LibrarySettingsElement);
}
