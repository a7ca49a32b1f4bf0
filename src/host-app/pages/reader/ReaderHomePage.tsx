import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, VisuallyHidden, useSession } from '../../../core';
import { RankingExcerpt } from '../../../widgets/ranking-excerpt';
import { ReaderCard } from '../../../widgets/reader-card';
import { RecommendedReading } from '../../../widgets/recommended-reading';
import { PagePanel } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';
import { Columns, SettingsLink } from './styles';

/**
 * This week's reading tasks, in their own chunk: the home's first paint does not wait for the
 * task widget's code, and a teacher's home never downloads it.
 */
const WeekTasks = lazy(() =>
  import('../../../widgets/student-tasks').then((m) => ({
    default: () => <m.StudentTasks view="week" />,
  })),
);

/**
 * /student-home (docs/product-rules.md, "Student pages"): the reader's own card (points, deposit,
 * arrears, medals, follows and fans), this week's reading tasks, the borrowing ranking, recommended
 * reading and the way to the personal settings.
 */
export function ReaderHomePage() {
  const { t } = useTranslation();
  const { title } = usePersonalView('home');
  const { roles } = useSession();
  return (
    <>
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      <ReaderCard />
      <SettingsLink to="/student-personal-settings">{t('personal.settingsLink')}</SettingsLink>
      {roles.includes('student') ? (
        <PagePanel>
          <Suspense fallback={<Loading />}>
            <WeekTasks />
          </Suspense>
        </PagePanel>
      ) : null}
      <Columns>
        <PagePanel>
          <RecommendedReading />
        </PagePanel>
        <PagePanel>
          <RankingExcerpt />
        </PagePanel>
      </Columns>
    </>
  );
}
