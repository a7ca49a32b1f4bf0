import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryStates,
  readingPortraitQuery,
  type ReadingPortrait as ReadingPortraitData,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Medals } from '../reader-card/index';
import { PortraitBody } from './PortraitBody';
import { RankingSetting } from './RankingSetting';
import { Heading, Muted, Top } from './styles';

/** The portal's portrait tab: where a reader logging in from the widget comes back to. */
const PORTAL_PORTRAIT = '/student-portrait';

export interface ReadingPortraitProps extends CommonWidgetSettings {
  /** The year shown first (default: the current year); the reader can choose another. */
  year?: number;
  /** Cancelable `lp-navigate`: to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function Portrait({ initialYear, role }: { initialYear: number; role: 'student' | 'teacher' }) {
  const { t } = useTranslation('reading-stats');
  const api = useApi();
  const [year, setYear] = useState(initialYear);
  const portrait = useQuery(readingPortraitQuery(api, year));
  return (
    <QueryStates
      query={portrait}
      error={<Muted role="alert">{t('portrait.error')}</Muted>}
      isEmpty={() => false}
    >
      {(data) => <PortraitOfYear portrait={data} role={role} onYear={setYear} />}
    </QueryStates>
  );
}

/** The year's portrait, its year to choose, the medals and the ranking setting. */
function PortraitOfYear({
  portrait,
  role,
  onYear,
}: {
  portrait: ReadingPortraitData;
  role: 'student' | 'teacher';
  onYear: (year: number) => void;
}) {
  const { t } = useTranslation('reading-stats');
  const selectId = useId();
  const shown = portrait.year;
  const years = [...new Set([shown, ...portrait.years])].sort((a, b) => b - a);
  return (
    <>
      <Top>
        <label htmlFor={selectId}>
          {t('portrait.year')}
          <select
            id={selectId}
            value={shown}
            onChange={(event) => onYear(Number(event.target.value))}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {t('portrait.yearOption', { year: option })}
              </option>
            ))}
          </select>
        </label>
        <Muted as="span">{t('portrait.updated')}</Muted>
      </Top>
      {portrait.history ? (
        <PortraitBody portrait={portrait} />
      ) : (
        // The reader chose to keep no history: say so instead of an empty year.
        <Muted role="status">{t('portrait.historyOff')}</Muted>
      )}
      {/* The card's medals, with their own heading: the milestones the portrait is about. */}
      <Medals role={role} />
      <RankingSetting />
    </>
  );
}

/**
 * The reader's reading portrait: the year in numbers, reading streaks, loans per month,
 * subjects and favourite authors as charts (each with a table), medals, and whether rankings
 * show the reader's name. The chart library loads only when a chart is drawn.
 */
export function ReadingPortrait(props: ReadingPortraitProps) {
  const { t } = useTranslation('reading-stats');
  const pageTitled = useRepeatsPageTitle(t('portrait.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const role = session.user?.roles?.[0] === 'teacher' ? 'teacher' : 'student';
  return (
    <section aria-labelledby={headingId} part="portrait">
      <Heading id={headingId} {...pageTitled}>
        {t('portrait.heading')}
      </Heading>
      {session.isLogin ? (
        <Portrait initialYear={props.year ?? 0} role={role} />
      ) : (
        <LoginPrompt
          message={t('portrait.login')}
          action={t('portrait.loginAction')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_PORTRAIT, {}))}
        />
      )}
    </section>
  );
}
