import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CATALOGUE_LIMITS,
  catalogueRecordSave,
  catalogueRefusalOf,
  FormError,
  newRequestId,
  useApiMutation,
  type CatalogueField,
  type CatalogueRecord,
  type CatalogueRecordSaveRequest,
} from '../../core';
import { FieldError, SubHeading } from '../../core/ui/staff/styles';
import { Actions, Field, FormGrid, Panel } from './styles';

type Draft = Record<'title' | 'author' | 'publisher' | 'year' | 'isbn' | 'callnumber', string> & {
  summary: string;
};

const draftOf = (record: CatalogueRecord | null): Draft => ({
  title: record?.title ?? '',
  author: record?.author ?? '',
  publisher: record?.publisher ?? '',
  year: record?.year == null ? '' : String(record.year),
  isbn: record?.isbn ?? '',
  callnumber: record?.callnumber ?? '',
  summary: record?.summary ?? '',
});

/** The text fields in form order, with their bound (the server's, CATALOGUE_LIMITS). */
const TEXT_FIELDS = [
  ['title', CATALOGUE_LIMITS.titleMax],
  ['author', CATALOGUE_LIMITS.authorMax],
  ['publisher', CATALOGUE_LIMITS.publisherMax],
  ['year', 4],
  ['isbn', 20],
  ['callnumber', CATALOGUE_LIMITS.callnumberMax],
] as const;

const LABEL_KEYS = {
  title: 'fieldTitle',
  author: 'fieldAuthor',
  publisher: 'fieldPublisher',
  year: 'fieldYear',
  isbn: 'fieldIsbn',
  callnumber: 'fieldCallnumber',
  summary: 'fieldSummary',
} as const;

/**
 * A record's form: new (`record` null) or editing one. A refusal is shown beside the field it
 * names, translated, and everything typed stays. A new record's saves carry one request id,
 * made when the form opened, so a double submit or a retry creates one record; after the first
 * save the form edits the record it created. What is left empty is cleared (the server keeps
 * exactly what the form sends).
 */
export function RecordForm({
  record,
  onSaved,
  onCancel,
}: {
  record: CatalogueRecord | null;
  onSaved: (record: CatalogueRecord, created: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const save = useApiMutation(catalogueRecordSave);
  const [requestId] = useState(newRequestId);
  const [savedId, setSavedId] = useState(record?.id ?? null);
  const [draft, setDraft] = useState(() => draftOf(record));
  const [error, setError] = useState<{ field: CatalogueField | null; message: string } | null>(
    null,
  );
  const errorOf = (field: CatalogueField) => (error?.field === field ? error.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const year = draft.year.trim();
    if (year !== '' && !/^\d{4}$/.test(year)) {
      setError({ field: 'year', message: t('yearNotNumber') });
      return;
    }
    const optional = (value: string) => (value.trim() === '' ? undefined : value);
    const body: CatalogueRecordSaveRequest = {
      ...(savedId === null ? { requestid: requestId } : { id: savedId }),
      title: draft.title,
      author: optional(draft.author),
      publisher: optional(draft.publisher),
      year: year === '' ? undefined : Number(year),
      isbn: optional(draft.isbn),
      callnumber: optional(draft.callnumber),
      summary: optional(draft.summary),
    };
    const result = await save.run(
      Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as CatalogueRecordSaveRequest,
    );
    if (!result) return;
    if (!result.ok) {
      setError({ field: catalogueRefusalOf(result)?.field ?? null, message: result.msg });
      return;
    }
    setError(null);
    setSavedId(result.data.id);
    onSaved(result.data, savedId === null);
  };

  const headingId = `${id}-h`;
  return (
    <Panel aria-labelledby={headingId}>
      <SubHeading id={headingId}>
        {record ? t('recordFormEdit', { title: record.title }) : t('recordFormNew')}
      </SubHeading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormGrid>
          {TEXT_FIELDS.map(([field, max]) => {
            const message = errorOf(field);
            const inputId = `${id}-${field}`;
            return (
              <Field key={field} $wide={field === 'title'}>
                <label htmlFor={inputId}>{t(LABEL_KEYS[field])}</label>
                <input
                  id={inputId}
                  value={draft[field]}
                  maxLength={max}
                  required={field === 'title'}
                  inputMode={field === 'year' ? 'numeric' : undefined}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${inputId}-error` : undefined}
                  onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
                />
                {message && <FieldError id={`${inputId}-error`}>{message}</FieldError>}
              </Field>
            );
          })}
          <Field $wide>
            <label htmlFor={`${id}-summary`}>{t('fieldSummary')}</label>
            <textarea
              id={`${id}-summary`}
              value={draft.summary}
              maxLength={CATALOGUE_LIMITS.summaryMax}
              aria-invalid={errorOf('summary') ? true : undefined}
              aria-describedby={errorOf('summary') ? `${id}-summary-error` : undefined}
              onChange={(event) => setDraft((d) => ({ ...d, summary: event.target.value }))}
            />
            {errorOf('summary') && (
              <FieldError id={`${id}-summary-error`}>{errorOf('summary')}</FieldError>
            )}
          </Field>
        </FormGrid>
        {error && error.field === null && <FormError role="alert">{error.message}</FormError>}
        <Actions>
          <Button type="submit" $variant="primary" disabled={save.isPending}>
            {t('save')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
