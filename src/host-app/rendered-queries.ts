/**
 * What the server answers before rendering a prerendered route for a visit (prerender.tsx),
 * beyond the organisation and the layout: the calls of the route's first view, so its HTML
 * shows the shelves, the lists or the text rather than "loading". Each widget keeps its own
 * (first-view.ts beside it), with the very query options it renders with.
 */
import type { QueryClient } from '@tanstack/react-query';
import { libraryInfosQuery, type ApiClient } from '../core';
import { prefetchBookshelfFirstView } from '../widgets/bookshelf/first-view';
import { prefetchCollectionOverviewFirstView } from '../widgets/collection-overview/first-view';
import { prefetchEbookListFirstView } from '../widgets/ebook-list/first-view';
import { prefetchFloorMapFirstView } from '../widgets/floor-map/first-view';
import { prefetchShelfLocationFirstView } from '../widgets/book-detail/first-view';
import { prefetchOrganizationListFirstView } from '../widgets/organization-list/first-view';
import { prefetchOrganizationProfileFirstView } from '../widgets/organization-profile/first-view';
import { prefetchStoryMediaFirstView } from '../widgets/story-media/first-view';
import { prefetchHomeQueries } from './pages/public/HomePage';
import { prefetchStudentLandingQueries } from './pages/public/StudentLandingPage';

export type RouteQueries = (
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
  language: string,
  /** The URL's query, for a route rendered per query (PORTAL_RENDERED_QUERY_PARAMS). */
  params: URLSearchParams,
) => Promise<unknown>;

const libraryInfos: RouteQueries = (queryClient, api, organizationid, language) =>
  queryClient.prefetchQuery(libraryInfosQuery(api, organizationid, language));

export const RENDERED_QUERIES: Record<string, RouteQueries> = {
  '/home': prefetchHomeQueries,
  '/virtualShelf': prefetchBookshelfFirstView,
  '/notes': prefetchCollectionOverviewFirstView,
  '/digitalSource': prefetchEbookListFirstView(),
  '/ebooks': prefetchEbookListFirstView('ebook'),
  '/ebookSource': prefetchEbookListFirstView('journal'),
  '/ebookCategory': prefetchEbookListFirstView(),
  '/about': libraryInfos,
  '/readerNotice': libraryInfos,
  '/fmap': (queryClient, api, organizationid, _language, params) =>
    prefetchFloorMapFirstView(queryClient, api, organizationid, params),
  '/case-detail': (queryClient, api, _organizationid, _language, params) =>
    prefetchOrganizationProfileFirstView(queryClient, api, params),
  '/queryMachineShelfDetail': (queryClient, api, organizationid, _language, params) =>
    prefetchShelfLocationFirstView(queryClient, api, organizationid, params),
  '/case': (queryClient, api) => prefetchOrganizationListFirstView(queryClient, api),
  '/studentHome': prefetchStudentLandingQueries,
  '/storyTelling': prefetchStoryMediaFirstView(),
  '/album': prefetchStoryMediaFirstView('album'),
};
