import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ApiPath,
  collectionOverviewQuery,
  NEWS_TYPES,
  homeMenuQuery,
  opacIconsQuery,
  newsListQuery,
  topItemsQuery,
  useOrganization,
  type ApiClient,
  type BookSummary,
  type SearchWordStat,
} from '../../../core';
import { LocationSelect } from '../../../core/ui/LocationSelect';
import { HomeMenu } from '../../../widgets/home-menu';
import { HotWords } from '../../../widgets/hot-words';
import { NewsList } from '../../../widgets/news-list';
import { RecommendedBooks } from '../../../widgets/recommended-books';
import { SearchBox } from '../../../widgets/search-box';
import {
  Columns,
  Digital,
  HomeHero,
  HomeRecommended,
  HotStrip,
  Locations,
  SearchArea,
  Services,
  Welcome,
} from './styles';

/** The home menu's digital-resources entries: the library's e-books and its pages. */
const DIGITAL_LINKS = [
  ['/ebooks', 'home.digitalEbooks'],
  ['/ebookSource', 'home.digitalJournals'],
  ['/ebookCategory', 'home.digitalCategories'],
  ['/about', 'home.digitalIntroduction'],
  ['/readerNotice', 'home.digitalReaderNotice'],
] as const;

const RECOMMENDED_BOOKS = 10;
const HOT_WORDS = 8;
const NEWS_PER_LIST = 5;
/** A phone shows about three covers of the recommended row without scrolling. */
const COVERS_IN_FIRST_VIEW = 4;

/**
 * The calls /home makes on a first visit, as the widgets below make them, for the
 * prerendered page to start before its JavaScript (early-requests.ts): each gets
 * `organizationid` added.
 */
export const HOME_FIRST_CALLS = [
  {
    path: ApiPath.bookRecommendations,
    body: { pagesize: RECOMMENDED_BOOKS },
    covers: COVERS_IN_FIRST_VIEW,
  },
  { path: ApiPath.hotSearchWords, body: { pagesize: HOT_WORDS } },
  ...NEWS_TYPES.map((type) => ({
    path: ApiPath.newsList,
    body: { index: 1, pageSize: NEWS_PER_LIST, type },
  })),
];

/**
 * Answers what /home shows, as its widgets ask for it (rankings and news): the server renders
 * the page with them when it can (src/host-app/prerender.tsx), so the covers come with the
 * HTML and the app, taking the page over, has nothing left to ask.
 */
export function prefetchHomeQueries(
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
  lang: string,
): Promise<unknown> {
  return Promise.all([
    // The location select's list.
    queryClient.prefetchQuery(collectionOverviewQuery(api, organizationid, undefined, lang)),
    queryClient.prefetchQuery(
      topItemsQuery<BookSummary>(
        api,
        ApiPath.bookRecommendations,
        organizationid,
        RECOMMENDED_BOOKS,
      ),
    ),
    queryClient.prefetchQuery(
      topItemsQuery<SearchWordStat>(api, ApiPath.hotSearchWords, organizationid, HOT_WORDS),
    ),
    ...NEWS_TYPES.map((type) =>
      queryClient.prefetchQuery(newsListQuery(api, organizationid, type, 1, NEWS_PER_LIST)),
    ),
    queryClient.prefetchQuery(homeMenuQuery(api, organizationid)),
    queryClient.prefetchQuery(opacIconsQuery(api, organizationid)),
  ]);
}

/**
 * /home (docs/product-rules.md, "The home page"): the location select and the search (here in the
 * page, not in the header), hot words, recommendations, the home menu with its quick services,
 * news, notices, activities and the digital resources.
 */
export function HomePage() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const [location, setLocation] = useState('');
  return (
    <>
      <HomeHero aria-labelledby="home-title">
        <h1 id="home-title">{t('home.heading')}</h1>
        {/* One line whatever the name's length, so its arrival does not move the page. */}
        <Welcome>{t('home.welcome', { name: organization.data?.name ?? '' })}</Welcome>
        <p>{t('home.intro')}</p>
        <SearchArea>
          <Locations>
            <LocationSelect value={location} onChange={setLocation} />
          </Locations>
          <SearchBox placeholder={t('home.searchHint')} location={location || undefined} />
        </SearchArea>
        <HotStrip>
          <HotWords inline count={HOT_WORDS} />
        </HotStrip>
      </HomeHero>
      <HomeRecommended>
        <RecommendedBooks count={RECOMMENDED_BOOKS} />
      </HomeRecommended>
      <Services>
        <HomeMenu />
      </Services>
      <Columns aria-label={t('home.latest')}>
        {NEWS_TYPES.map((type) => (
          <div key={type}>
            <NewsList type={type} pageSize={NEWS_PER_LIST} />
          </div>
        ))}
      </Columns>
      <Digital aria-labelledby="home-digital">
        <h2 id="home-digital">
          <Link to="/digitalSource">{t('home.digital')}</Link>
        </h2>
        <p>{t('home.digitalIntro')}</p>
        <ul>
          {DIGITAL_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </Digital>
    </>
  );
}
