import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState, Loading, readerSummaryQuery, token, useApi } from '../../../core';

const Card = styled.section`
  padding: 24px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  border-top: 4px solid ${token('--lp-color-primary')};
  h1 {
    margin: 0 0 4px;
    font-size: 1.4em;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  margin: 20px 0 0;
  div {
    padding: 12px;
    background: ${token('--lp-color-surface-alt')};
    border-radius: 8px;
  }
  dt {
    color: ${token('--lp-color-text-muted')};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.2em;
    font-weight: 700;
  }
`;

/** Money is integer fen, shown as yuan. */
function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** /student-home and /teacher-home: the reader's card (spec §2 student home). */
export function ReaderHomePage() {
  const { t } = useTranslation();
  const api = useApi();
  const summary = useQuery(readerSummaryQuery(api));
  if (summary.isPending) return <Loading />;
  if (summary.isError) return <ErrorState />;
  const { reader } = summary.data;
  const facts: [string, string | number][] = [
    [t('reader.readercode'), reader.readercode],
    [t('reader.organization'), reader.organizationname],
    [t('reader.department'), reader.department ?? '—'],
    [t('reader.borrowing'), summary.data.borrowing],
    [t('reader.overdue'), summary.data.overdue],
    [t('reader.preborrowing'), summary.data.preborrowing],
    [t('reader.deposit'), t('common.yuan', { amount: yuan(summary.data.deposit) })],
    [t('reader.arrears'), t('common.yuan', { amount: yuan(summary.data.arrears) })],
    [t('reader.score'), reader.score],
  ];
  if (reader.expire) facts.push([t('reader.expire'), reader.expire.slice(0, 10)]);
  return (
    <Card aria-labelledby="reader-card-title">
      <h1 id="reader-card-title">{reader.name}</h1>
      <p>
        {t('reader.card')} · {t(`reader.role_${reader.roles[0] ?? 'student'}`)}
      </p>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}
