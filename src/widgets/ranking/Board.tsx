import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MAX_RANKING_COUNT,
  QueryStates,
  type RankingForUser,
  type RankingPeriod,
  rankingQuery,
  type RankingScope,
  toCount,
  useApi,
  useLibraryTimeZone,
  useNavigateTo,
  useSession,
} from '../../core';
import { BookPaths } from '../../core/ui/book';
import { periodSpan, RankingList } from '../ranking-excerpt/index';
import type { RankingProps } from './Ranking';
import { ClassTotals } from './ClassTotals';
import { ReaderList } from './ReaderList';
import { Columns, Mine, Muted, Span, SubHeading } from './styles';

/** A board shows ten books and ten readers unless told otherwise. */
export const DEFAULT_BOARD_COUNT = 10;

/** The books and (logged in) the readers of one period and scope, and the reader's place. */
export function Board({
  organizationid,
  period,
  scope,
  props,
}: {
  organizationid: number;
  period: RankingPeriod;
  scope: RankingScope;
  props: RankingProps;
}) {
  const { t } = useTranslation('reading-stats');
  const api = useApi();
  const session = useSession();
  const count = toCount(props.count, DEFAULT_BOARD_COUNT, MAX_RANKING_COUNT);
  const viewer = session.user?.id ?? 0;
  const readercount = session.isLogin ? count : undefined;
  const ranking = useQuery(
    rankingQuery(api, period, count, organizationid, viewer, { scope, readercount }),
  );
  return (
    <QueryStates
      query={ranking}
      error={<Muted role="alert">{t('ranking.error')}</Muted>}
      isEmpty={() => false}
    >
      {(data) => <BoardBody ranking={data} period={period} scope={scope} props={props} />}
    </QueryStates>
  );
}

/** One answer of the board: the period's span, the two lists and the reader's own place. */
function BoardBody({
  ranking,
  period,
  scope,
  props,
}: {
  ranking: RankingForUser;
  period: RankingPeriod;
  scope: RankingScope;
  props: RankingProps;
}) {
  const { t } = useTranslation('reading-stats');
  const { t: th, i18n } = useTranslation('reader-home');
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const timeZone = useLibraryTimeZone();
  const bookUrl = props.bookUrl || undefined;
  const { books, mine, readers = [], from, to, classtotal } = ranking;
  const span = periodSpan(th, i18n.language, period, from, to, timeZone);
  const noGroup = scope !== 'organization' && mine?.readers === 0 && books.length === 0;
  return (
    <>
      <Span>{span}</Span>
      {noGroup ? <Muted>{t('ranking.noGroup')}</Muted> : null}
      {scope === 'class' && classtotal ? <ClassTotals total={classtotal} span={span} /> : null}
      <Columns>
        <div>
          <SubHeading>{t('ranking.books')}</SubHeading>
          {books.length === 0 ? (
            <Muted>{th(`ranking.empty_${period}`)}</Muted>
          ) : (
            <RankingList
              books={books}
              label={th('ranking.list', { span })}
              bookUrl={bookUrl}
              onOpen={(bookid) => navigateTo(BookPaths.detail, { bookid }, bookUrl)}
            />
          )}
        </div>
        {session.isLogin ? (
          <div>
            <SubHeading>{t('ranking.readers')}</SubHeading>
            {readers.length === 0 ? (
              <Muted>{t('ranking.noReaders')}</Muted>
            ) : (
              <>
                <ReaderList readers={readers} label={t('ranking.readersList', { span })} />
                <Muted>{t('ranking.privacyNote')}</Muted>
              </>
            )}
          </div>
        ) : null}
      </Columns>
      {mine?.rank ? (
        <Mine>
          {th(`ranking.mine_${period}`, {
            count: mine.borrows,
            rank: mine.rank,
            readers: mine.readers,
          })}
        </Mine>
      ) : null}
    </>
  );
}
