import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LIMITS,
  contentInfoSave,
  contentRefusalOf,
  useApiMutation,
  type ContentField,
  type ContentInfo,
} from '../../core';
import { FieldRow, FormActions, StaffPanel } from '../../core/ui/staff';
import { Hint } from '../../core/ui/staff/styles';
import { TextArea } from './styles';

const FIELDS = ['introduction', 'readernotice'] as const;

/**
 * The library introduction and the reader notice: plain text, as /about and /readerNotice show
 * them (a line a paragraph; never HTML), saved together.
 */
export function InfoSection({ info }: { info: ContentInfo }) {
  const { t } = useTranslation('content-admin');
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
    <StaffPanel heading={t('info')} part="info">
      <Hint>{t('infoHint')}</Hint>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {FIELDS.map((field) => (
          <FieldRow
            key={field}
            label={t(field)}
            error={error?.field === field ? error.message : null}
          >
            {(control) => (
              <TextArea
                {...control}
                value={draft[field]}
                maxLength={CONTENT_LIMITS.infoMax}
                onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
              />
            )}
          </FieldRow>
        ))}
        <FormActions
          t={t}
          pending={save.isPending}
          status={error ? error.message : saved ? t('infoSaved') : ''}
          error={error !== null}
        />
      </form>
    </StaffPanel>
  );
}
