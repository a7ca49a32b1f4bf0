import type { QueryClient } from '@tanstack/react-query';
import { mediaListQuery, type ApiClient, type MediaKind } from '../../core';
import { MEDIA_PAGE_SIZE } from './StoryMedia';

/**
 * Answers the first page a visitor sees of `kind` (every kind when undefined), for a page
 * rendered on the server with it in its HTML (a logged-in reader's page is rendered afresh).
 */
export const prefetchStoryMediaFirstView =
  (kind?: MediaKind) =>
  (queryClient: QueryClient, api: ApiClient, organizationid: number): Promise<void> =>
    queryClient.prefetchQuery(mediaListQuery(api, organizationid, kind, 1, MEDIA_PAGE_SIZE));
