import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ReaderSettings, type ReaderSettingsProps } from './ReaderSettings';

export const readerSettingsWidget: WidgetDefinition<ReaderSettingsProps> = {
  tag: 'lp-reader-settings',
  component: ReaderSettings,
  attributes: { section: 'string' },
};

/**
 * `<lp-reader-settings>`: The logged-in reader's personal settings: profile (nickname, gender,
 * email), avatar with a square crop, face image from a file or the camera, password change,
 * and phone binding with an image captcha, an SMS code and a resend countdown. Images are
 * checked in the browser (image content, at most 2 MB) before they are sent. Logged out, it
 * offers to log in, and fills in without a reload when `lp-login-dialog` logs the reader in on
 * the page. Every libportal element also takes `api-base`, `org-code` and `lang`, and the
 * `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-reader-settings
 * @attr {'all' | 'profile' | 'avatar' | 'password' | 'phone'} section - Which part to show (default `all`; `avatar` includes the face image).
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart settings - The widget's content.
 * @csspart section - One part of the settings (profile, avatar, face image, password, phone).
 */
export class ReaderSettingsElement extends widgetElement(readerSettingsWidget) {}

/** Registers `<lp-reader-settings>` (once per page). */
export function define(): void {
  defineElement(readerSettingsWidget.tag, ReaderSettingsElement);
}
