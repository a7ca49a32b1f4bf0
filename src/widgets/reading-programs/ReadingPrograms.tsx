import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { ProgramDetail } from './ProgramDetail';
import { ProgramList } from './ProgramList';
import { Heading, Hint, Toolbar } from './styles';

/** The portal's pages of this widget (docs/product-rules.md, "The teacher area"). */
export const PROGRAMS_PAGE = '/ReadingProgram';
export const PROGRAM_DETAIL_PAGE = '/teacher-plan-detail';

export interface ReadingProgramsProps extends CommonWidgetSettings {
  /** `all` (default): every program, with create, edit, delete; `current`: running ones, read only. */
  view?: string;
  /** A program's id: its detail with the class's progress (the view is then ignored). */
  programId?: number;
  /** Cancelable `lp-navigate`: /login when logged out; a program's detail; back to the list. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * A teacher's reading programs (/ReadingProgram, /teacher-plan-detail): the programs of
 * the classes they teach, each a set of catalogue books between two dates; create, edit, delete;
 * and a program's detail with each student's progress read from the loans.
 */
export function ReadingPrograms(props: ReadingProgramsProps) {
  const { t } = useTranslation('teaching');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const detail = props.programId !== undefined && props.programId > 0;
  const current = props.view === 'current';
  const pageTitled = useRepeatsPageTitle(
    t(current && !detail ? 'programs.current' : 'programs.heading'),
  );
  let body;
  if (!session.isLogin) {
    const back = detail ? PROGRAM_DETAIL_PAGE : PROGRAMS_PAGE;
    const query = detail ? { id: String(props.programId) } : {};
    body = (
      <LoginPrompt
        message={t('gate.programs')}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(back, query))}
      />
    );
  } else if (!session.roles.includes('teacher')) {
    body = <Hint>{t('gate.teachersOnly')}</Hint>;
  } else if (detail) {
    body = (
      <>
        <Toolbar>
          <Button type="button" $variant="secondary" onClick={() => navigateTo(PROGRAMS_PAGE)}>
            {t('programs.back')}
          </Button>
        </Toolbar>
        <ProgramDetail id={props.programId!} />
      </>
    );
  } else {
    body = (
      <ProgramList
        current={current}
        onOpen={(id) => navigateTo(PROGRAM_DETAIL_PAGE, { id: String(id) })}
      />
    );
  }
  return (
    <section aria-labelledby={headingId} part="reading-programs">
      <Heading id={headingId} {...pageTitled}>
        {t(current && !detail ? 'programs.current' : 'programs.heading')}
      </Heading>
      {body}
    </section>
  );
}
