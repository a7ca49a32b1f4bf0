import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiPath,
  Button,
  Dialog,
  FieldLabel,
  FormError,
  importQuestions,
  MAX_IMPORT_BYTES,
  useApi,
  type QuestionImportResult,
} from '../../core';
import { ErrorList, Field, Row } from './styles';

/** The file's bytes as base64 (the API takes JSON). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Uploads a CSV/XLSX sheet and lists the rows the server found wrong. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('questions');
  const api = useApi();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [result, setResult] = useState<QuestionImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    setResult(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setError(t('import.tooLarge'));
      return;
    }
    setBusy(true);
    const content = await base64Of(file);
    const response = await importQuestions(api, queryClient, {
      filename: file.name,
      content,
      shared: true,
    });
    setBusy(false);
    if (response.ok) {
      setError('');
      setResult(response.data);
    } else setError(response.msg);
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
