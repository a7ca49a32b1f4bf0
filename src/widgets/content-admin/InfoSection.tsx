import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CONTENT_LIMITS,
  contentInfoSave,
  contentRefusalOf,
  useApiMutation,
  type ContentField,
  type ContentInfo,
} from '../../core';
import { Actions, Field, FieldError, Hint, Panel, Status, SubHeading, TextArea } from './styles';

const FIELDS = ['introduction', 'readernotice'] as const;

/**
 * The library introduction and the reader notice: plain text, as /about and /readerNotice show
 * them (a line a paragraph; never HTML), saved together.
 */
export function InfoSection({ info }: { info: ContentInfo }) {
  const { t } = useTranslation('content-admin');
  const headingId = useId();
  const id = useId();
  const save = useApiMutation(contentInfoSave);
  const [draft, setDraft] = useState(info);
  const [error, setError] = useState<{ field: ContentField | null; message: string } | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save.run(draft);
    if (!result) return;
    if (result.ok) {
      setError(null);
      setSaved(true);
      return;
    }
    setError({ field: contentRefusalOf(result)?.field ?? null, message: result.msg });
  };

  return (
    <Panel aria-labelledby={headingId} part="info">
      <SubHeading id={headingId}>{t('info')}</SubHeading>
      <Hint>{t('infoHint')}</Hint>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {FIELDS.map((field) => {
          const refused = error?.field === field;
          return (
            <Field key={field}>
              <label htmlFor={`${id}-${field}`}>{t(field)}</label>
              <TextArea
                id={`${id}-${field}`}
                value={draft[field]}
                maxLength={CONTENT_LIMITS.infoMax}
                aria-invalid={refused || undefined}
                aria-describedby={refused ? `${id}-${field}-error` : undefined}
                onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
              />
              {refused ? (
                <FieldError id={`${id}-${field}-error`}>{error.message}</FieldError>
              ) : null}
            </Field>
          );
        })}
        <Actions>
          <Button type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
          <Status role="status" $error={error !== null} part="status">
            {error ? error.message : saved ? t('infoSaved') : ''}
          </Status>
        </Actions>
      </form>
    </Panel>
  );
}
