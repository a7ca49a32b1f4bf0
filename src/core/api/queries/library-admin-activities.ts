import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '../client';
import { unwrap, type ApiClient } from '../client';
import {
  ApiPath,
  ResultCode,
  type ActivityAdminItem,
  type ActivityAdminListRequest,
  type ActivityDeleteResult,
  type ActivityRefusalDetail,
  type ActivitySaveRequest,
  type ActivitySignUps,
  type Page,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The staff's activities page (area `activity-admin`): the organisation's activities with
 * their sign-up counts, and the readers signed up to one. A change also refetches the readers'
 * own activity list (area `activities`), so the portal on this page shows it at once. Changes
 * are `silent`: the form says a refusal beside the field it names, not in a toast.
 */

export function activityAdminListQuery(api: ApiClient, request: ActivityAdminListRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.activityAdmin, api.baseURL, 'list', request),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<ActivityAdminItem>>(ApiPath.activityAdminList, {
          body: request,
          signal,
        }),
      ),
  });
}

export function activitySignUpsQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.activityAdmin, api.baseURL, 'signups', id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<ActivitySignUps>(ApiPath.activityAdminSignUps, { body: { id }, signal }),
      ),
  });
}

export const activityAdminSave = defineMutation({
  call: (api, body: ActivitySaveRequest) =>
    api.post<ActivityAdminItem>(ApiPath.activityAdminSave, { body, silent: true }),
  invalidates: [QueryArea.activityAdmin, QueryArea.activities],
});

export const activityAdminDelete = defineMutation({
  call: (api, id: number) =>
    api.post<ActivityDeleteResult>(ApiPath.activityAdminDelete, { body: { id }, silent: true }),
  invalidates: [QueryArea.activityAdmin, QueryArea.activities],
  // Refused because it started meanwhile, or gone already: show the list as it is.
  refetchAfterRefusal: [QueryArea.activityAdmin],
});

/** The sign-ups as a CSV file (a GET with the bearer token, so fetched): or null. */
export function activitySignUpsExport(api: ApiClient, id: number) {
  return api.blob(ApiPath.activityAdminSignUpsExport, { id: String(id) });
}

/** The field refusal a failed result carries (code 10158 with its detail), if any. */
export function activityRefusalOf(result: ApiResult<unknown>): ActivityRefusalDetail | null {
  if (result.ok || result.code !== ResultCode.businessError) return null;
  const detail = result.detail as Partial<ActivityRefusalDetail> | null;
  if (!detail || typeof detail.problem !== 'string') return null;
  return detail as ActivityRefusalDetail;
}
