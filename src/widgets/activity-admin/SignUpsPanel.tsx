import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activitySignUpsExport,
  activitySignUpsQuery,
  Button,
  QueryStates,
  useApi,
  useLibraryTimeZone,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { saveBlob } from '../../core/ui/save-blob';
import { FieldError, Hint } from '../../core/ui/staff/styles';
import { Actions, PrintHidden, SignUpsFrame, Table } from './styles';

/**
 * The readers signed up to one activity, in sign-up order, to export as CSV (the server's file:
 * a BOM so Excel reads the Chinese) or print (the panel alone is on paper).
 */
export function SignUpsPanel({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation('activity-admin');
  const api = useApi();
  const zone = useLibraryTimeZone();
  const signUps = useQuery(activitySignUpsQuery(api, id));
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language, zone);

  const exportCsv = async () => {
    setFailed(false);
    setExporting(true);
    try {
      const blob = await activitySignUpsExport(api, id);
      if (blob) saveBlob(blob, `activity-${id}-signups.csv`);
      else setFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <SignUpsFrame
      heading={
        signUps.data ? t('signUpsNamed', { title: signUps.data.activity.title }) : t('signUps')
      }
      part="signups"
      data-print-signups=""
    >
      <QueryStates query={signUps} isEmpty={() => false}>
        {({ activity, list }) => (
          <>
            <Hint>
              {t('signUpsSummary', {
                place: activity.place || '—',
                time: t('timeRange', {
                  start: when(activity.startsat),
                  end: when(activity.endsat),
                }),
                signedup: activity.signedup,
                capacity: activity.capacity,
              })}
            </Hint>
            <PrintHidden>
              <Actions>
                <Button
                  type="button"
                  disabled={exporting || list.length === 0}
                  onClick={() => void exportCsv()}
                >
                  {t('exportCsv')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={list.length === 0}
                  onClick={() => window.print()}
                >
                  {t('print')}
                </Button>
                <Button type="button" $variant="ghost" onClick={onBack}>
                  {t('back')}
                </Button>
              </Actions>
              {failed ? <FieldError role="alert">{t('exportFailed')}</FieldError> : null}
            </PrintHidden>
            {list.length === 0 ? (
              <p>{t('noSignUps')}</p>
            ) : (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('number')}</th>
                    <th scope="col">{t('name')}</th>
                    <th scope="col">{t('readercode')}</th>
                    <th scope="col">{t('classname')}</th>
                    <th scope="col">{t('signedUpAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((row, index) => (
                    <tr key={row.readercode}>
                      <td data-label={t('number')}>{index + 1}</td>
                      <td>{row.name}</td>
                      <td data-label={t('readercode')}>{row.readercode}</td>
                      <td data-label={t('classname')}>{row.classname}</td>
                      <td data-label={t('signedUpAt')}>{when(row.signedupat)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
      </QueryStates>
      {signUps.isError ? (
        <Actions>
          <Button type="button" $variant="ghost" onClick={onBack}>
            {t('back')}
          </Button>
        </Actions>
      ) : null}
    </SignUpsFrame>
  );
}
