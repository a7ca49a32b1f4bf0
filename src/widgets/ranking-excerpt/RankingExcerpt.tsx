import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CommonWidgetSettings,
  ErrorState,
  type LpEvent,
  MAX_RANKING_COUNT,
  type MyRanking,
  OrganizationGate,
  QueryStates,
  RANKING_PERIODS,
  type RankingPeriod,
  rankingQuery,
  toCount,
  useApi,
  useLibraryTimeZone,
  useNavigateTo,
  useSession,
  VisuallyHidden,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { periodSpan } from './period';
import { RankingList } from './RankingList';
import { Heading, Mine, Muted, Periods, Span, Top } from './styles';

/** An excerpt: the top five; a board may show up to MAX_RANKING_COUNT. */
export const DEFAULT_RANKING_EXCERPT = 5;

/** Where a logged-out reader who wants their own place comes back to, in the portal. */
const PORTAL_HOME = '/student-home';

export interface RankingExcerptProps extends CommonWidgetSettings {
  /** The period shown first: `year`, `month` (default) or `week`; the reader can switch. */
  period?: string;
  /** How many books (default 5, at most 20). */
  count?: number;
  /** URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's otherwise. */
  bookUrl?: string;
  /** Cancelable `lp-navigate`: to a book, or to /login when a logged-out reader asks for their place. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

const toPeriod = (value: unknown): RankingPeriod =>
  RANKING_PERIODS.find((period) => period === value) ?? 'month';

function MyPlace({ mine, period }: { mine: MyRanking; period: RankingPeriod }) {
  const { t } = useTranslation('reader-home');
  if (mine.rank === null) return <Mine>{t(`ranking.mineNone_${period}`)}</Mine>;
  return (
    <Mine>
      {t(`ranking.mine_${period}`, { count: mine.borrows, rank: mine.rank, readers: mine.readers })}
    </Mine>
  );
}

function Ranking({
  organizationid,
  period,
  props,
}: {
  organizationid: number;
  period: RankingPeriod;
  props: RankingExcerptProps;
}) {
  const { t, i18n } = useTranslation('reader-home');
  const api = useApi();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const count = toCount(props.count, DEFAULT_RANKING_EXCERPT, MAX_RANKING_COUNT);
  const viewer = session.user?.id ?? 0;
  const ranking = useQuery(rankingQuery(api, period, count, organizationid, viewer));
  const timeZone = useLibraryTimeZone();
  const bookUrl = props.bookUrl || undefined;
  return (
    <QueryStates query={ranking} error={<ErrorState />}>
      {({ books, mine, from, to }) => {
        const span = periodSpan(t, i18n.language, period, from, to, timeZone);
        return (
          <>
            <Span>{span}</Span>
            {books.length === 0 ? (
              <Muted>{t(`ranking.empty_${period}`)}</Muted>
            ) : (
              <RankingList
                books={books}
                label={t('ranking.list', { span })}
                bookUrl={bookUrl}
                onOpen={(bookid) => navigateTo(BookPaths.detail, { bookid }, bookUrl)}
              />
            )}
            {mine ? (
              <MyPlace mine={mine} period={period} />
            ) : session.isLogin ? null : (
              <LoginPrompt
                message={t('ranking.loginForMine')}
                action={t('recommended.login')}
                onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_HOME, {}))}
              />
            )}
          </>
        );
      }}
    </QueryStates>
  );
}

/**
 * The organisation's most borrowed books of the year, month or week, and the logged-in
 * reader's own loans and place: an excerpt of the ranking board for a home page.
 */
export function RankingExcerpt(props: RankingExcerptProps) {
  const { t } = useTranslation('reader-home');
  const headingId = useId();
  const [period, setPeriod] = useState<RankingPeriod>(() => toPeriod(props.period));
  const [shownFor, setShownFor] = useState(props.period);
  // A new `period` attribute chooses again (the reader's own choice holds until then).
  if (props.period !== shownFor) {
    setShownFor(props.period);
    setPeriod(toPeriod(props.period));
  }
  const name = useId();
  return (
    <section aria-labelledby={headingId} part="ranking">
      <Top>
        <Heading id={headingId}>{t('ranking.heading')}</Heading>
        <Periods>
          <VisuallyHidden as="legend">{t('ranking.periods')}</VisuallyHidden>
          {RANKING_PERIODS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={period === option}
                onChange={() => setPeriod(option)}
              />
              <span>{t(`ranking.period_${option}`)}</span>
            </label>
          ))}
        </Periods>
      </Top>
      <OrganizationGate>
        {(organization) => (
          <Ranking organizationid={organization.id} period={period} props={props} />
        )}
      </OrganizationGate>
    </section>
  );
}
