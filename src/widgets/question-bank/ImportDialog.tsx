import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiPath,
  Button,
  Dialog,
  FieldLabel,
  FormError,
  MAX_IMPORT_BYTES,
  questionImport,
  useApi,
  useApiMutation,
  type QuestionImportResult,
} from '../../core';
import { ErrorList, Field, Row } from './styles';

/** Uploads a CSV/XLSX sheet and lists the rows the server found wrong. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('questions');
  const api = useApi();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [result, setResult] = useState<QuestionImportResult | null>(null);
  const importing = useApiMutation(questionImport);
  const busy = importing.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    setResult(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setError(t('import.tooLarge'));
      return;
    }
    const response = await importing.run({ file, shared: true });
    if (!response) return;
    if (response.ok) {
      setError('');
      setResult(response.data);
    } else setError(response.msg || t('import.unreadable'));
  };

  return (
    <Dialog open title={t('import.title')} onClose={onClose} width={600}>
      <p>{t('import.intro')}</p>
      <p>
        <a href={`${api.baseURL}${ApiPath.questionTemplate}`} download="question-template.csv">
          {t('import.template')}
        </a>
      </p>
      <form noValidate onSubmit={submit}>
        <Field>
          <FieldLabel htmlFor={fileId}>{t('import.file')}</FieldLabel>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        {error ? <FormError role="alert">{error}</FormError> : null}
        <div role="status">
          {result && result.errors.length === 0 ? (
            <p>{t('import.done', { count: result.imported })}</p>
          ) : null}
          {result && result.errors.length > 0 ? (
            <>
              <p>{t('import.errors', { count: result.errors.length })}</p>
              <ErrorList>
                {result.errors.map((row) => (
                  <li key={`${row.row}-${row.column}`}>{t('import.row', { ...row })}</li>
                ))}
              </ErrorList>
            </>
          ) : null}
        </div>
        <Row>
          <Button type="submit" disabled={!file || busy}>
            {t('import.upload')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('import.close')}
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
