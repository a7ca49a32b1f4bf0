import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  type CommonWidgetSettings,
  competitionsQuery,
  type LpEvent,
  QueryStates,
  type ReadingCompetition,
  useApi,
  useLibraryTimeZone,
  useNavigateTo,
  useSession,
  useRepeatsPageTitle,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { formatDay } from '../../core/ui/day';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Standings } from './Standings';
import { Heading, Line, Rules, Sub, Tabs } from './styles';

const PORTAL_PAGE = '/competition';

export interface CompetitionsProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function CompetitionView({ competition }: { competition: ReadingCompetition }) {
  const { t, i18n } = useTranslation('activities');
  const timeZone = useLibraryTimeZone();
  return (
    <article part="competition">
      <Sub>{competition.title}</Sub>
      <Line>
        {t('competitions.days', {
          from: formatDay(competition.startdate, i18n.language, timeZone),
          to: formatDay(competition.enddate, i18n.language, timeZone),
        })}{' '}
        · {t(`competitions.state_${competition.state}`)}
      </Line>
      <Sub>{t('competitions.rules')}</Sub>
      <Rules>{competition.rules}</Rules>
      <Sub>{t('competitions.standings')}</Sub>
      <Standings id={competition.id} />
    </article>
  );
}

function CompetitionList() {
  const { t } = useTranslation('activities');
  const api = useApi();
  const list = useQuery(competitionsQuery(api));
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <QueryStates query={list} empty={<Muted>{t('competitions.empty')}</Muted>}>
      {(data) => {
        // A running competition first, else the latest.
        const shown =
          data.find((c) => c.id === chosen) ?? data.find((c) => c.state === 'running') ?? data[0];
        return (
          <>
            <Tabs role="group" aria-label={t('competitions.list')}>
              {data.map((competition) => (
                <Button
                  key={competition.id}
                  type="button"
                  $variant={competition.id === shown?.id ? 'primary' : 'secondary'}
                  aria-pressed={competition.id === shown?.id}
                  onClick={() => setChosen(competition.id)}
                >
                  {competition.title}
                </Button>
              ))}
            </Tabs>
            {shown ? <CompetitionView key={shown.id} competition={shown} /> : null}
          </>
        );
      }}
    </QueryStates>
  );
}

/** Reading competitions: the rules and the standings counted from the library's loans. */
export function Competitions(props: CompetitionsProps) {
  const { t } = useTranslation('activities');
  const pageTitled = useRepeatsPageTitle(t('competitions.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  return (
    <section aria-labelledby={headingId} part="competitions">
      <Heading id={headingId} {...pageTitled}>
        {t('competitions.heading')}
      </Heading>
      {session.isLogin ? (
        <CompetitionList />
      ) : (
        <LoginPrompt
          message={t('gate.competitions')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_PAGE, {}))}
        />
      )}
    </section>
  );
}
