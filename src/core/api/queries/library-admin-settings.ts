import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '../client';
import { unwrap, type ApiClient } from '../client';
import {
  ApiPath,
  IMAGE_FIELD,
  ResultCode,
  SETTINGS_REFUSALS,
  type LibrarySettings,
  type SettingsImageKind,
  type SettingsRefusalDetail,
  type SettingsUpdateRequest,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The admin's settings page (area `settings-admin`): the library's settings and the save of
 * one section. A save also refetches what the portal frame shows of the library (the
 * organisation, its brief, its footer links, the AI librarian's flag, the home menu and its icons, the
 * information pages with the hours and address), so the header and footer of this very page
 * change with it; other tabs and visitors see it at their
 * next page load (the server drops its cached pages on every instance). The save is `silent`:
 * the form says a refusal beside the field it names, not in a toast.
 */

export function librarySettingsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.settingsAdmin, api.baseURL, 'settings'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<LibrarySettings>(ApiPath.settingsGet, { signal })),
  });
}

/** What the portal frame shows of the library: refetched after any save. */
const PORTAL_FRAME = [
  'organization',
  ApiPath.orgBrief,
  ApiPath.footerLinks,
  // The AI librarian's flag (its widget keys it by this name).
  'orgConfig',
  ApiPath.homeMenus,
  ApiPath.opacIcons,
  // The /about page's hours and address.
  ApiPath.libraryInfos,
];

export const librarySettingsUpdate = defineMutation({
  call: (api, body: SettingsUpdateRequest) =>
    api.post<LibrarySettings>(ApiPath.settingsUpdate, { body, silent: true }),
  // money: the methods the account offers (an account widget on the same page).
  invalidates: [QueryArea.settingsAdmin, QueryArea.catalogue, QueryArea.money],
  publicKeys: PORTAL_FRAME,
});

/** A new logo or banner (any image; the server re-encodes it). */
export const librarySettingsImage = defineMutation({
  call: (api, { kind, file }: { kind: SettingsImageKind; file: File }) => {
    const form = new FormData();
    form.append(IMAGE_FIELD, file, file.name);
    return api.post<LibrarySettings>(ApiPath.settingsImage, {
      query: { kind },
      body: form,
      silent: true,
    });
  },
  invalidates: [QueryArea.settingsAdmin],
  publicKeys: PORTAL_FRAME,
});

/** The settings refusal a failed result carries (code 10158 with its detail), if any. */
export function settingsRefusalOf(result: ApiResult<unknown>): SettingsRefusalDetail | null {
  if (result.ok || result.code !== ResultCode.businessError) return null;
  const detail = result.detail as Partial<SettingsRefusalDetail> | null;
  if (!detail || !(SETTINGS_REFUSALS as readonly unknown[]).includes(detail.refused)) return null;
  return detail as SettingsRefusalDetail;
}
