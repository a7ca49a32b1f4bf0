import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { VisuallyHidden, token } from '../../../core';
import { RankingExcerpt } from '../../../widgets/ranking-excerpt';
import { ReaderCard } from '../../../widgets/reader-card';
import { RecommendedReading } from '../../../widgets/recommended-reading';
import { PagePanel } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The text colour: the theme's link green falls under 4.5:1 on the page's grey. */
const SettingsLink = styled(Link)`
  align-self: flex-start;
  color: ${token('--lp-color-text')};
  font-weight: 600;
  text-underline-offset: 3px;
`;

/**
 * /student-home and /teacher-home (spec §2 student home): the reader's own card (points,
 * deposit, arrears, medals, follows and fans), the borrowing ranking, recommended reading and
 * the way to the personal settings. A teacher's home shows the teacher's own account.
 */
export function ReaderHomePage() {
  const { t } = useTranslation();
  const { title } = usePersonalView('home');
  return (
    <>
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      <ReaderCard />
      <SettingsLink to="/student-personal-settings">{t('personal.settingsLink')}</SettingsLink>
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
