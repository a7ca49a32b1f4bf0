import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { OrganizationProfile, type OrganizationProfileProps } from './OrganizationProfile';

export const organizationProfileWidget: WidgetDefinition<OrganizationProfileProps> = {
  tag: 'lp-organization-profile',
  component: OrganizationProfile,
  attributes: { organizationId: 'string' },
};

/**
 * `<lp-organization-profile>`: One school or library that runs libportal: its name, logo and
 * public figures (titles, readers, loans this year, as of the latest count), and a link to its
 * own reading portal. Public: nothing of a reader is shown. Every libportal element also takes
 * `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json
 * lists them).
 *
 * @tag lp-organization-profile
 * @attr {string} organization-id - The organisation's id.
 * @fires lp-navigate - Cancelable `{path, query}`: `/home` `{orgcode}` (its portal) or `/case` (the list).
 * @csspart organization-profile - The widget's content.
 * @csspart logo - The organisation's logo.
 * @csspart figures - The organisation's figures.
 */
export class OrganizationProfileElement extends widgetElement(organizationProfileWidget) {}

/** Registers `<lp-organization-profile>` (once per page). */
export function define(): void {
  defineElement(organizationProfileWidget.tag, OrganizationProfileElement);
}
