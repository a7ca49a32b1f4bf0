import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ApiPath,
  collectionOverviewQuery,
  NEWS_TYPES,
  homeMenuQuery,
  opacIconsQuery,
  token,
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

const Hero = styled.section`
  padding: 48px 24px;
  border-radius: 12px;
  background: linear-gradient(135deg, ${token('--lp-color-primary')} 0%, #3f7f72 100%);
  color: #fff;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.4em, 4vw, 2em);
  }
  /* Only the hero's own paragraphs: not those of the widgets inside it. */
  & > p {
    margin: 0 0 24px;
  }
`;

const Welcome = styled.p`
  min-height: 1.5em;
  margin: 0 0 4px !important;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: 600;
`;

const Columns = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  margin-top: 24px;
  & > div {
    /* Room for a page of items before they arrive: no layout shift when they do. */
    min-height: 540px;
    padding: 16px;
    /* Below the fold on a phone: laid out when scrolled near, not in the page's first layout
       (a reader's first paint waits for it). The height keeps the scrollbar honest. */
    content-visibility: auto;
    contain-intrinsic-size: auto 540px;
    background: ${token('--lp-color-surface')};
    border-radius: 10px;
  }
`;

const SearchArea = styled.div`
  max-width: 640px;
  margin: 0 auto;
  color: ${token('--lp-color-text')};
  text-align: start;
`;

const HotStrip = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  max-width: 640px;
  /* As tall as the loading line, taller than the row of words: their arrival moves nothing. */
  min-height: 60px;
  margin: 12px auto 0;
  text-align: start;
  /* Loading, empty and error texts are read on the green hero, in its white. */
  --lp-color-text-muted: #fff;
  --lp-color-danger: #fff;
`;

const Recommended = styled.div`
  /* Room for the heading and the row of cards (and a scrollbar) before they arrive. */
  min-height: 312px;
  margin-top: 24px;
  padding: 16px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

/** The location select over the search box, on a light ground of its own (text contrast). */
const Locations = styled.div`
  display: inline-flex;
  margin-bottom: 8px;
  padding: 4px 8px;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
`;

/** The home menu (its default entries, the quick services first): room kept for it. */
const Services = styled.div`
  min-height: 236px;
  margin-top: 24px;
  padding: 16px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

const Digital = styled.section`
  margin-top: 24px;
  padding: 16px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.2em;
  }
  p {
    margin: 0 0 12px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  h2 a {
    color: inherit;
  }
  li a {
    display: inline-block;
    padding: 6px 14px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: 999px;
    color: ${token('--lp-color-primary-strong')};
    text-decoration: none;
  }
  li a:hover {
    border-color: ${token('--lp-color-primary-strong')};
  }
`;

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
      <Hero aria-labelledby="home-title">
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
      </Hero>
      <Recommended>
        <RecommendedBooks count={RECOMMENDED_BOOKS} />
      </Recommended>
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
