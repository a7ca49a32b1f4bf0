import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ApiPath,
  rankingQuery,
  token,
  newsListQuery,
  topItemsQuery,
  useSession,
  withQuery,
  type ApiClient,
  type BookSummary,
} from '../../../core';
import { NewsList } from '../../../widgets/news-list';
import { RankingExcerpt } from '../../../widgets/ranking-excerpt';
import { RecommendedBooks } from '../../../widgets/recommended-books';
import { homeOf } from '../../personal-area';

const Hero = styled.section`
  padding: 32px 24px;
  border-radius: 12px;
  background: ${token('--lp-color-surface')};
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.4em, 4vw, 1.9em);
  }
  p {
    margin: 0 0 16px;
    line-height: 1.7;
  }
`;

/** The page's call to action: the theme's strong green with white text (4.9:1). */
const Primary = styled(Link)`
  display: inline-block;
  padding: 10px 20px;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-primary-strong')};
  color: ${token('--lp-color-on-primary')};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${token('--lp-color-text')};
    outline-offset: 2px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  margin-top: 16px;
  & > div {
    /* Room for a list before it arrives: no layout shift when it does. */
    min-height: 320px;
    padding: 16px;
    border-radius: 10px;
    background: ${token('--lp-color-surface')};
  }
`;

const Recommended = styled.div`
  min-height: 312px;
  margin-top: 16px;
  padding: 16px;
  border-radius: 10px;
  background: ${token('--lp-color-surface')};
`;

const More = styled.p`
  margin: 16px 0 0;
  text-align: center;
  a {
    color: ${token('--lp-color-text')};
  }
`;

/** After logging in here, the reader lands on their own home (by their first role). */
const AFTER_LOGIN = '/student';
const RECOMMENDED_BOOKS = 10;
const RANKED_BOOKS = 5;
const ACTIVITIES = 5;

/**
 * Answers what the page shows a visitor, as its widgets ask for it: the server renders the
 * page with them (prerender.tsx), so the books and activities come with the HTML.
 */
export function prefetchStudentLandingQueries(
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(
      topItemsQuery<BookSummary>(
        api,
        ApiPath.bookRecommendations,
        organizationid,
        RECOMMENDED_BOOKS,
      ),
    ),
    // A visitor (viewer 0) sees the excerpt's default period, this month.
    queryClient.prefetchQuery(rankingQuery(api, 'month', RANKED_BOOKS, organizationid, 0)),
    queryClient.prefetchQuery(newsListQuery(api, organizationid, 'activity', 1, ACTIVITIES)),
  ]);
}

/**
 * /studentHome: the students' page before they log in — what the library recommends, what
 * everyone borrows, its activities, and the way in (a reader already logged in is welcomed and
 * pointed to their own home).
 */
export function StudentLandingPage() {
  const { t } = useTranslation('product');
  const session = useSession();
  const name = session.user?.nickname || session.user?.name;
  return (
    <>
      <Hero aria-labelledby="student-landing-title">
        <h1 id="student-landing-title">{t('studentLanding.heading')}</h1>
        {session.isLogin && name ? (
          <>
            <p>{t('studentLanding.welcomeBack', { name })}</p>
            <Primary to={homeOf(session.roles)}>{t('studentLanding.goHome')}</Primary>
          </>
        ) : (
          <>
            <p>{t('studentLanding.intro')}</p>
            <Primary to={withQuery('/login', { redirect: AFTER_LOGIN })}>
              {t('studentLanding.login')}
            </Primary>
          </>
        )}
      </Hero>
      <Recommended>
        <RecommendedBooks count={RECOMMENDED_BOOKS} />
      </Recommended>
      <Grid>
        <div>
          <RankingExcerpt count={RANKED_BOOKS} />
        </div>
        <div>
          <NewsList type="activity" pageSize={ACTIVITIES} />
        </div>
      </Grid>
      <More>
        <Link to="/storyTelling">{t('studentLanding.storyTime')}</Link>
      </More>
    </>
  );
}
