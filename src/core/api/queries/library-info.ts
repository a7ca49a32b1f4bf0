import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, type LibraryInfo } from '../contract';

/** The library's information pages (introduction, reader notice, hours, address, phone), in the page's language. */
export function libraryInfosQuery(api: ApiClient, organizationid: number, language: string) {
  return queryOptions({
    queryKey: [ApiPath.libraryInfos, api.baseURL, organizationid, language],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<LibraryInfo[]>(ApiPath.libraryInfos, { body: { organizationid }, signal }),
      ),
  });
}
