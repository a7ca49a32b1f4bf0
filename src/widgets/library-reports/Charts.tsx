import { useTranslation } from 'react-i18next';
import type { FineMethod, FinesReport, LoansReport } from '../../core';
import { Chart } from '../../core/ui/Chart';
import { Charts, Figure } from './styles';

/** Loans per month (columns) and per class (bars), each chart with its table. */
export function LoansView({ report }: { report: LoansReport }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Figure>{t('loansTotal', { count: report.total })}</Figure>
      <Charts part="charts">
        <Chart
          kind="columns"
          title={t('loansPerMonth')}
          labelHeading={t('month')}
          valueHeading={t('loans')}
          labels={report.months.map((m) => m.month)}
          values={report.months.map((m) => m.loans)}
        />
        <Chart
          kind="bars"
          title={t('loansPerClass')}
          labelHeading={t('className')}
          labels={report.classes.map((c) => c.department ?? t('noClass'))}
          series={[
            { label: t('loans'), values: report.classes.map((c) => c.loans) },
            { label: t('readers'), values: report.classes.map((c) => c.readers) },
          ]}
        />
      </Charts>
    </>
  );
}

const METHODS: FineMethod[] = ['cash', 'wechat', 'alipay', 'bank', 'other'];

/** Fines collected per month, a column of each method that took any. */
export function FinesView({ report }: { report: FinesReport }) {
  const { t, i18n } = useTranslation('reports');
  const months = [...new Set(report.rows.map((row) => row.month))];
  const methods = METHODS.filter((method) => report.rows.some((row) => row.method === method));
  const amount = (value: number) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      <Figure>{t('finesTotal', { amount: amount(report.total) })}</Figure>
      <Charts part="charts">
        <Chart
          kind="columns"
          title={t('finesChart')}
          labelHeading={t('month')}
          labels={months}
          series={methods.map((method) => ({
            label: t(`method_${method}`),
            values: months.map(
              (month) =>
                report.rows.find((row) => row.month === month && row.method === method)?.amount ??
                0,
            ),
          }))}
          formatValue={amount}
        />
      </Charts>
    </>
  );
}
