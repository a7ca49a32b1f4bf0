import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { OrganizationList, type OrganizationListProps } from './OrganizationList';

export const organizationListWidget: WidgetDefinition<OrganizationListProps> = {
  tag: 'lp-organization-list',
  component: OrganizationList,
  attributes: { pageSize: 'number', heading: 'string' },
};

/**
 * `<lp-organization-list>`: The schools and libraries that run libportal, found by part of
 * their name or code, a page at a time: each with its logo, its public figures (titles,
 * readers, loans this year) and a link to its own page. Public: nothing of a reader is shown.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-organization-list
 * @attr {number} page-size - Organisations a page (default 12, at most 50).
 * @attr {string} heading - The heading (default 正在使用的学校与图书馆 / Schools and libraries using libportal).
 * @fires lp-navigate - Cancelable `{path: '/case-detail', query: {id}}` before an organisation is opened.
 * @csspart organization-list - The widget's content.
 * @csspart organizations - The list of organisations.
 * @csspart organization - One organisation's card.
 * @csspart logo - An organisation's logo.
 * @csspart figures - An organisation's figures.
 */
export class OrganizationListElement extends widgetElement(organizationListWidget) {}

/** Registers `<lp-organization-list>` (once per page). */
export function define(): void {
  defineElement(organizationListWidget.tag, OrganizationListElement);
}
