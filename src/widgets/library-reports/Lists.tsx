import { useTranslation } from 'react-i18next';
import type { AuditEntry, MostBorrowed, NeverBorrowedReport, OverdueLoan, Page } from '../../core';
import { Chart } from '../../core/ui/Chart';
import { formatDateTime, formatDay } from '../../core/ui/day';
import { Pager } from '../../core/ui/Pager';
import { Table, TableBox } from '../../core/ui/stats-styles';
import { Charts, Note, PrintableBox, ScreenOnly } from './styles';

interface Paged {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

function Paging({ total, page, pageSize, onPage }: Paged & { total: number }) {
  const { t } = useTranslation('reports');
  return (
    <ScreenOnly>
      <Pager page={page} total={total} pageSize={pageSize} label={t('pager')} onPage={onPage} />
    </ScreenOnly>
  );
}

/** The overdue list: printable (the controls and pager stay off paper). */
export function OverdueView({ data, ...paged }: { data: Page<OverdueLoan> } & Paged) {
  const { t, i18n } = useTranslation('reports');
  return (
    <>
      <Note>{t('overdueAll')}</Note>
      <PrintableBox as={TableBox}>
        <Table part="overdue">
          <caption>{t('overdueCaption', { count: data.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('className')}</th>
              <th scope="col">{t('readercode')}</th>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('title')}</th>
              <th scope="col">{t('barcode')}</th>
              <th scope="col">{t('due')}</th>
              <th scope="col">{t('daysLate')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((loan) => (
              <tr key={`${loan.barcode}-${loan.duetime}`}>
                <td data-label={t('className')}>{loan.department ?? t('noClass')}</td>
                <td data-label={t('readercode')}>{loan.readercode}</td>
                <th scope="row" data-label={t('name')}>
                  {loan.name}
                </th>
                <td data-label={t('title')}>{loan.title}</td>
                <td data-label={t('barcode')}>{loan.barcode}</td>
                <td data-label={t('due')}>{formatDay(loan.duetime, i18n.language)}</td>
                <td className="number" data-label={t('daysLate')}>
                  {loan.dayslate}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </PrintableBox>
      <Paging total={data.total} {...paged} />
    </>
  );
}

/** The most borrowed titles of the page, as bars with their table. */
export function MostBorrowedView({ data, ...paged }: { data: Page<MostBorrowed> } & Paged) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Charts part="charts">
        <Chart
          kind="bars"
          title={t('mostBorrowedChart')}
          labelHeading={t('title')}
          labels={data.list.map((book) => book.title)}
          series={[
            { label: t('loans'), values: data.list.map((book) => book.loans) },
            { label: t('readers'), values: data.list.map((book) => book.readers) },
          ]}
        />
      </Charts>
      <Paging total={data.total} {...paged} />
    </>
  );
}

/** Per class, how many never borrowed (bars and table); then the readers, a page at a time. */
export function NeverView({ data, ...paged }: { data: NeverBorrowedReport } & Paged) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Charts part="charts">
        <Chart
          kind="bars"
          title={t('neverPerClass')}
          labelHeading={t('className')}
          labels={data.classes.map((c) => c.department ?? t('noClass'))}
          series={[
            { label: t('never'), values: data.classes.map((c) => c.never) },
            { label: t('readers'), values: data.classes.map((c) => c.readers) },
          ]}
        />
      </Charts>
      <PrintableBox as={TableBox}>
        <Table part="never-borrowed">
          <caption>{t('neverCaption', { count: data.page.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('className')}</th>
              <th scope="col">{t('readercode')}</th>
              <th scope="col">{t('name')}</th>
            </tr>
          </thead>
          <tbody>
            {data.page.list.map((r) => (
              <tr key={r.readercode}>
                <td data-label={t('className')}>{r.department ?? t('noClass')}</td>
                <td data-label={t('readercode')}>{r.readercode}</td>
                <th scope="row" data-label={t('name')}>
                  {r.name}
                </th>
              </tr>
            ))}
          </tbody>
        </Table>
      </PrintableBox>
      <Paging total={data.page.total} {...paged} />
    </>
  );
}

/** The audit log of the range, newest first. */
export function AuditView({ data, ...paged }: { data: Page<AuditEntry> } & Paged) {
  const { t, i18n } = useTranslation('reports');
  return (
    <>
      <TableBox>
        <Table part="audit">
          <caption>{t('auditCaption', { count: data.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('staff')}</th>
              <th scope="col">{t('action')}</th>
              <th scope="col">{t('target')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('time')}>{formatDateTime(entry.createdtime, i18n.language)}</td>
                <th scope="row" data-label={t('staff')}>
                  {entry.staffname} ({entry.staffcode})
                </th>
                <td data-label={t('action')}>{t(`actions.${entry.action}`)}</td>
                <td data-label={t('target')}>{entry.target}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
      <Paging total={data.total} {...paged} />
    </>
  );
}
