import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { teacherMenu } from '../../teacher-area';
import { CollapsibleSide } from '../personal/CollapsibleSide';

/** Spec §2 teacher area: the left menu (220px, folding on a phone), hidden pages never listed. */
export function TeacherSidebar() {
  const { t } = useTranslation();
  return (
    <CollapsibleSide label={t('teacher.menu')}>
      {() => (
        <ul>
          {teacherMenu().map((page) => (
            <li key={page.path}>
              <NavLink to={`/${page.path}`} end>
                {t(page.label ?? page.title)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </CollapsibleSide>
  );
}
