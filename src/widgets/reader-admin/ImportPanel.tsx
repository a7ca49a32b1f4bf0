import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  READER_IMPORT_MAX_BYTES,
  readerImport,
  useApiMutation,
  type ReaderImportReport,
} from '../../core';
import { Field, FieldError, Panel, SubHeading } from '../../core/ui/staff/styles';
import { Actions, Hint, Input, RowList } from './styles';

/**
 * A class list (.csv or .xlsx) through the server's reader importer, and its report: how many
 * readers were created, updated or left, each rejected row with its number and reason, and the
 * new readers' initial passwords (shown once, and as a CSV to print for the class teacher).
 */
export function ImportPanel() {
  const { t } = useTranslation('readers-admin');
  const headingId = useId();
  const fileId = useId();
  const hintId = useId();
  const errorId = useId();
  const file = useRef<HTMLInputElement>(null);
  const upload = useApiMutation(readerImport);
  const [report, setReport] = useState<ReaderImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    const result = await upload.run(chosen);
    if (!result) return;
    if (result.ok) {
      setError(null);
      setReport(result.data);
    } else {
      setReport(null);
      setError(result.msg);
    }
  };

  return (
    <Panel aria-labelledby={headingId} part="import">
      <SubHeading id={headingId}>{t('importHeading')}</SubHeading>
      <Hint id={hintId}>{t('importHint')}</Hint>
      <form onSubmit={submit}>
        <Field>
          <label htmlFor={fileId}>{t('importFile')}</label>
          <Input
            ref={file}
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-max-bytes={READER_IMPORT_MAX_BYTES}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        {error && (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        )}
        <Actions>
          <Button type="submit" $variant="primary" disabled={upload.isPending}>
            {upload.isPending ? t('importing') : t('importStart')}
          </Button>
        </Actions>
      </form>
      {report && <ImportReport report={report} />}
    </Panel>
  );
}

function ImportReport({ report }: { report: ReaderImportReport }) {
  const { t } = useTranslation('readers-admin');
  const download = report.handoutcsv
    ? `data:text/csv;charset=utf-8,${encodeURIComponent(report.handoutcsv)}`
    : null;
  return (
    <div role="status" part="import-report">
      <p>
        {t('importReport', {
          imported: report.imported,
          updated: report.updated,
          unchanged: report.unchanged,
          rejected: report.rejected.length,
          classes: report.classescreated,
        })}
      </p>
      {report.ignoredcolumns.length > 0 && (
        <p>{t('importIgnored', { columns: report.ignoredcolumns.join('、') })}</p>
      )}
      {report.rejected.length > 0 && (
        <>
          <SubHeading as="h4">{t('importRejected')}</SubHeading>
          <RowList>
            {report.rejected.map((row) => (
              <li key={row.row}>
                {t('importRow', { row: row.row })}: {row.reason}
              </li>
            ))}
          </RowList>
        </>
      )}
      {report.handout.length > 0 && (
        <>
          <SubHeading as="h4">{t('importPasswords')}</SubHeading>
          <RowList>
            {report.handout.map((made) => (
              <li key={made.readercode}>
                {made.class} · {made.readercode} · {made.name} · <code>{made.password}</code>
              </li>
            ))}
          </RowList>
          {download && (
            <a href={download} download="initial-passwords.csv">
              {t('importDownload')}
            </a>
          )}
        </>
      )}
    </div>
  );
}
