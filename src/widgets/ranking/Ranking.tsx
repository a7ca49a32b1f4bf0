import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OrganizationGate,
  RANKING_PERIODS,
  RANKING_SCOPES,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  type RankingPeriod,
  type RankingScope,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Board } from './Board';
import { Choice } from './Choice';
import { Choices, Heading } from './styles';

/** Where a logged-out reader who wants their class's board comes back to, in the portal. */
const PORTAL_RANK = '/student-rank';

export interface RankingProps extends CommonWidgetSettings {
  /** The period shown first: `year`, `month` (default) or `week`; the reader can switch. */
  period?: string;
  /** The scope shown first: `organization` (default), `class` or `grade` (logged in). */
  scope?: string;
  /** How many books and readers (default 10, at most 20). */
  count?: number;
  /** URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's otherwise. */
  bookUrl?: string;
  /** Cancelable `lp-navigate`: to a book, or to /login when a logged-out reader asks for more. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * The ranking board: the most borrowed books and the most active readers of the year, month
 * or week, of the school, the reader's class or grade. Readers who keep their name private
 * appear by alias; logged out, the school's books only.
 */
export function Ranking(props: RankingProps) {
  const { t } = useTranslation('reading-stats');
  const pageTitled = useRepeatsPageTitle(t('ranking.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const [period, setPeriod] = useState<RankingPeriod>(() =>
    oneOf(RANKING_PERIODS, props.period, 'month'),
  );
  const [chosenScope, setScope] = useState<RankingScope>(() =>
    oneOf(RANKING_SCOPES, props.scope, 'organization'),
  );
  // A class or a grade is the reader's own: logged out, the school's board.
  const scope = session.isLogin ? chosenScope : 'organization';
  return (
    <section aria-labelledby={headingId} part="ranking">
      <Heading id={headingId} {...pageTitled}>
        {t('ranking.heading')}
      </Heading>
      <Choices>
        <Choice
          legend={t('ranking.periods')}
          options={RANKING_PERIODS}
          value={period}
          label={(option) => t(`ranking.period_${option}`)}
          onChange={setPeriod}
        />
        {session.isLogin ? (
          <Choice
            legend={t('ranking.scopes')}
            options={RANKING_SCOPES}
            value={scope}
            label={(option) => t(`ranking.scope_${option}`)}
            onChange={setScope}
          />
        ) : null}
      </Choices>
      <OrganizationGate>
        {(organization) => (
          <Board organizationid={organization.id} period={period} scope={scope} props={props} />
        )}
      </OrganizationGate>
      {session.isLogin ? null : (
        <LoginPrompt
          message={t('ranking.loginForMore')}
          action={t('portrait.loginAction')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_RANK, {}))}
        />
      )}
    </section>
  );
}
