import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountOverviewQuery,
  ErrorState,
  QueryStates,
  useApi,
  useLpEvent,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { BillsList } from './BillsList';
import { DepositSection } from './DepositSection';
import { FinesSection } from './FinesSection';
import type { PaymentIntent } from './intent';
import { PaymentDialog } from './PaymentDialog';
import { PendingSection } from './PendingSection';
import { ReturnedPayment, returnedOrder } from './ReturnedPayment';
import { Heading, Root } from './styles';

export type MyAccountView = 'all' | 'bills' | 'fines' | 'deposit';
const VIEWS: readonly MyAccountView[] = ['all', 'bills', 'fines', 'deposit'];

/** The portal's page of each view, where a reader comes back to after logging in. */
const VIEW_PAGES: Record<MyAccountView, string> = {
  all: '/student-mybill',
  bills: '/student-mybill',
  fines: '/student-fine',
  deposit: '/student-refund',
};

export interface MyAccountProps extends CommonWidgetSettings {
  /** What to show: everything (default), the bills, the fines, or the deposit and balance. */
  view?: MyAccountView;
  /** Where the bank's page sends the reader back to (bank online); this page otherwise. */
  returnUrl?: string;
  /** Cancelable `lp-navigate`: to /login when logged out, or to the bank's payment page. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function toView(value: string | undefined): MyAccountView {
  return VIEWS.find((view) => view === value) ?? 'all';
}

function Account({ view, props }: { view: MyAccountView; props: MyAccountProps }) {
  const api = useApi();
  const overview = useQuery(accountOverviewQuery(api));
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  // Read once: the bank's page came back here with its order in the address.
  const [returned, setReturned] = useState(returnedOrder);
  const emitNavigate = useLpEvent('lp-navigate', props.onNavigate, true);
  // The bank's page is another site: the page may handle it (a cancelable lp-navigate), else
  // the browser goes there and the bank sends the reader back to the return URL.
  const goToBank = useCallback(
    (url: string) => {
      if (emitNavigate({ path: url, query: {} })) location.assign(url);
    },
    [emitNavigate],
  );
  const billsOnly = view === 'bills';
  return (
    <QueryStates query={overview} error={<ErrorState />}>
      {(data) => (
        <>
          <PendingSection
            overview={billsOnly ? { ...data, pending: [] } : data}
            onPay={setIntent}
          />
          {view === 'all' || view === 'fines' ? (
            <FinesSection overview={data} onPay={setIntent} />
          ) : null}
          {view === 'all' || view === 'deposit' ? (
            <DepositSection overview={data} onPay={setIntent} />
          ) : null}
          {view === 'all' || billsOnly ? <BillsList /> : null}
          {intent ? (
            <PaymentDialog
              intent={intent}
              methods={data.methods}
              returnUrl={props.returnUrl || location.href}
              goToBank={goToBank}
              onClose={() => setIntent(null)}
            />
          ) : null}
          {returned && !intent ? (
            <ReturnedPayment orderno={returned} onClose={() => setReturned(null)} />
          ) : null}
        </>
      )}
    </QueryStates>
  );
}

/**
 * The reader's money (docs/product-rules.md, "Money"): bills, fines with the amount due, the
 * deposit and the balance, and payments by WeChat, Alipay, bank online or cash at the desk. Logged
 * out, it offers to log in, and fills in when a login dialog on the same page logs the reader in.
 */
export function MyAccount(props: MyAccountProps) {
  const { t } = useTranslation('money');
  const pageTitled = useRepeatsPageTitle(t('heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const view = toView(props.view);
  return (
    <Root aria-labelledby={headingId} part="account">
      <Heading id={headingId} {...pageTitled}>
        {t('heading')}
      </Heading>
      {session.isLogin ? (
        <Account view={view} props={props} />
      ) : (
        <LoginPrompt
          message={t('gate.message')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(VIEW_PAGES[view], {}))}
        />
      )}
    </Root>
  );
}
