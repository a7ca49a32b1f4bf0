import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../core';
import { MyBorrow } from '../../../widgets/my-borrow';
import { ReaderCard } from '../../../widgets/reader-card';
import { menuFor } from '../../personal-area';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';
import { Shortcuts } from './styles';

/**
 * /student-lib, /personal-center, /student-usercenter: "my library" at a glance — the card,
 * a shortcut to every page of the reader's menu, and the loans and reservations.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const { title } = usePersonalView('overview');
  const pages = menuFor(roles[0] === 'teacher' ? 'teacher' : 'student').flatMap(
    (entry) => entry.pages,
  );
  return (
    <>
      <ReaderCard />
      <PageFrame title={title}>
        <Shortcuts aria-label={t('personal.menu')}>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={`/${page.path}`}>{t(page.title)}</Link>
            </li>
          ))}
        </Shortcuts>
        <MyBorrow />
      </PageFrame>
    </>
  );
}
