import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ApiPath,
  rankingQuery,
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
import { Grid, More, Primary, StudentLandingHero, StudentLandingRecommended } from './styles';

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
      <StudentLandingHero aria-labelledby="student-landing-title">
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
      </StudentLandingHero>
      <StudentLandingRecommended>
        <RecommendedBooks count={RECOMMENDED_BOOKS} />
      </StudentLandingRecommended>
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
