import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountListQuery,
  borrowRecordsQuery,
  ErrorState,
  QueryStates,
  useApi,
  useNavigateTo,
  useSession,
  type AccountList as AccountListName,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { LIST_NAMES, type ListName } from './columns';
import { LIST_PAGE_SIZE, ListTable } from './ListTable';
import { Heading } from './styles';

/** Where a reader logging in from each list comes back to in the portal (its page's path). */
const PORTAL_PATHS: Record<ListName, string> = {
  current: '/student-borrowing',
  overdue: '/student-overtime',
  urge: '/student-askreturn',
  subtenancy: '/student-subtenancy',
  purchased: '/student-mybuy',
  recommendations: '/student-recommend',
  collection: '/student-collection',
};

export interface AccountListProps extends CommonWidgetSettings {
  /** `urge`, `subtenancy`, `purchased`, `recommendations`, `collection`, `current`, `overdue`. */
  list: AccountListName | 'current' | 'overdue' | (string & {});
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

const toListName = (value: string | undefined): ListName | null => {
  const name = (value ?? '').trim();
  return (LIST_NAMES as readonly string[]).includes(name) ? (name as ListName) : null;
};

type BodyProps = { headingId: string; page: number; onPage: (page: number) => void };

function LoanBody({ list, ...props }: BodyProps & { list: 'current' | 'overdue' }) {
  const api = useApi();
  const query = useQuery(borrowRecordsQuery(api, list, props.page, LIST_PAGE_SIZE));
  // ListTable says itself when the list is empty (each list in its own words).
  return (
    <QueryStates query={query} error={<ErrorState />} isEmpty={() => false}>
      {(data) => <ListTable list={list} data={data} busy={query.isFetching} {...props} />}
    </QueryStates>
  );
}

function AccountBody({ list, ...props }: BodyProps & { list: AccountListName }) {
  const api = useApi();
  const query = useQuery(accountListQuery(api, list, props.page, LIST_PAGE_SIZE));
  return (
    <QueryStates query={query} error={<ErrorState />} isEmpty={() => false}>
      {(data) => <ListTable list={list} data={data} busy={query.isFetching} {...props} />}
    </QueryStates>
  );
}

/** One paged list of the reader's account, as a table with the product's columns. */
function ListView({ list, headingId }: { list: ListName; headingId: string }) {
  const [page, setPage] = useState(1);
  const props = { headingId, page, onPage: setPage };
  return list === 'current' || list === 'overdue' ? (
    <LoanBody list={list} {...props} />
  ) : (
    <AccountBody list={list} {...props} />
  );
}

/**
 * One of the reader's account lists, by `list`: loans on loan or overdue, urges to return,
 * sublet records, purchases, recommendations made, favourites. Logged out, it offers to log in.
 */
export function AccountList(props: AccountListProps) {
  const { t } = useTranslation('circulation');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const list = toListName(props.list);
  const pageTitled = useRepeatsPageTitle(list ? t(`lists.heading_${list}`) : '');
  if (!list) return <Muted role="alert">{t('lists.unknown')}</Muted>;
  return (
    <section aria-labelledby={headingId} part="account-list">
      <Heading id={headingId} {...pageTitled}>
        {t(`lists.heading_${list}`)}
      </Heading>
      {session.isLogin ? (
        // Another list starts again on page 1.
        <ListView key={list} list={list} headingId={headingId} />
      ) : (
        <LoginPrompt
          message={t('gate.list')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_PATHS[list], {}))}
        />
      )}
    </section>
  );
}
