import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  QueryStates,
  REPORT_KINDS,
  REPORT_MAX_DAYS,
  reportQuery,
  useApi,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  type ReportKind,
  type ReportRequest,
} from '../../core';
import { StaffGate } from '../../core/ui/staff';
import { Field } from '../../core/ui/staff/styles';
import { FinesView, LoansView } from './Charts';
import { AuditView, MostBorrowedView, NeverView, OverdueView } from './Lists';
import { defaultRange, isValidRange } from './range';
import { Controls, Heading, Input, Root, Select } from './styles';
import { useExport } from './useExport';

/** The portal's reports page: where a librarian logging in from the widget comes back to. */
const PORTAL_REPORTS = '/admin/reports';
/** A screen of rows; the printed overdue list asks for the server's largest page. */
const PAGE_SIZE = 50;

export interface LibraryReportsProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The library's reports: pick a report and a range; each chart with its table, the lists a
 * page at a time, CSV and Excel export, the overdue list printable.
 */
export function LibraryReports(props: LibraryReportsProps) {
  const { t } = useTranslation('reports');
  return (
    <StaffGate t={t} path={PORTAL_REPORTS} onNavigate={props.onNavigate}>
      <Reports />
    </StaffGate>
  );
}

function Reports() {
  const { t } = useTranslation('reports');
  const { roles } = useSession();
  const headingId = useId();
  const kindId = useId();
  const fromId = useId();
  const toId = useId();
  // The audit log is the admins' (the server refuses it to a librarian).
  const kinds = REPORT_KINDS.filter((kind) => kind !== 'audit' || roles.includes('admin'));
  const [kind, setKind] = useState<ReportKind>('loans');
  const [typed, setTyped] = useState(defaultRange);
  const [range, setRange] = useState(defaultRange);
  const [page, setPage] = useState(1);
  const [badRange, setBadRange] = useState(false);
  // The overdue list is of every loan overdue now: no range.
  const ranged = kind !== 'overdue';
  const request: ReportRequest = ranged ? { ...range } : {};
  const exporter = useExport(kind, request);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidRange(typed.from, typed.to)) {
      setBadRange(true);
      return;
    }
    setBadRange(false);
    setRange(typed);
    setPage(1);
  };

  return (
    <Root aria-labelledby={headingId} part="library-reports">
      <Heading id={headingId}>{t('heading')}</Heading>
      <Controls part="controls">
        <Field>
          <label htmlFor={kindId}>{t('report')}</label>
          <Select
            id={kindId}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ReportKind);
              setPage(1);
            }}
          >
            {kinds.map((option) => (
              <option key={option} value={option}>
                {t(`kind_${option}`)}
              </option>
            ))}
          </Select>
        </Field>
        {ranged && (
          <form onSubmit={submit}>
            <Field>
              <label htmlFor={fromId}>{t('from')}</label>
              <Input
                id={fromId}
                type="date"
                value={typed.from}
                aria-invalid={badRange || undefined}
                onChange={(event) => setTyped({ ...typed, from: event.target.value })}
              />
            </Field>
            <Field>
              <label htmlFor={toId}>{t('to')}</label>
              <Input
                id={toId}
                type="date"
                value={typed.to}
                aria-invalid={badRange || undefined}
                onChange={(event) => setTyped({ ...typed, to: event.target.value })}
              />
            </Field>
            <Button type="submit">{t('show')}</Button>
          </form>
        )}
        <Button
          type="button"
          $variant="secondary"
          disabled={exporter.busy}
          onClick={() => void exporter.download('csv')}
        >
          {t('exportCsv')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={exporter.busy}
          onClick={() => void exporter.download('xlsx')}
        >
          {t('exportXlsx')}
        </Button>
        {kind === 'overdue' && (
          <Button type="button" $variant="secondary" onClick={() => window.print()}>
            {t('print')}
          </Button>
        )}
      </Controls>
      <div role="status">
        {badRange && <ErrorState>{t('badRange', { max: REPORT_MAX_DAYS })}</ErrorState>}
        {exporter.failed && <ErrorState>{t('exportFailed')}</ErrorState>}
      </div>
      <Report kind={kind} request={request} page={page} onPage={setPage} />
    </Root>
  );
}

function Report({
  kind,
  request,
  page,
  onPage,
}: {
  kind: ReportKind;
  request: ReportRequest;
  page: number;
  onPage: (page: number) => void;
}) {
  const api = useApi();
  const paged = { page, pageSize: PAGE_SIZE, onPage };
  const listRequest = { ...request, index: page, pagesize: PAGE_SIZE };
  const isList = kind !== 'loans' && kind !== 'finesCollected';
  const query = useQuery(reportQuery(api, kind, isList ? listRequest : request));
  return (
    <QueryStates query={query} isEmpty={() => false}>
      {(data) => {
        switch (kind) {
          case 'loans':
            return <LoansView report={data as never} />;
          case 'finesCollected':
            return <FinesView report={data as never} />;
          case 'overdue':
            return <OverdueView data={data as never} {...paged} />;
          case 'mostBorrowed':
            return <MostBorrowedView data={data as never} {...paged} />;
          case 'neverBorrowed':
            return <NeverView data={data as never} {...paged} />;
          case 'audit':
            return <AuditView data={data as never} {...paged} />;
        }
      }}
    </QueryStates>
  );
}
