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
import { prefetchHomeQueries } from './pages/public/HomePage';

export type RouteQueries = (
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
  language: string,
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
};
