import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  readerAdminRefusalOf,
  readerCreate,
  readerUpdate,
  useApiMutation,
  type AdminReader,
  type ReaderField,
  type ReaderFields,
  type ReaderKind,
} from '../../core';
import { Field, FieldError, Panel, SubHeading } from '../../core/ui/staff/styles';
import { OneTimePassword } from './OneTimePassword';
import { Actions, FormGrid, Hint, Input, Select } from './styles';

type Draft = Required<Omit<ReaderFields, 'sex' | 'kind'>> & { sex: '1' | '2'; kind: ReaderKind };

const draftOf = (reader: AdminReader | null): Draft => ({
  readercode: reader?.readercode ?? '',
  name: reader?.name ?? '',
  class: reader?.class ?? '',
  grade: reader?.grade ?? '',
  sex: reader?.sex === 2 ? '2' : '1',
  phone: reader?.phone ?? '',
  kind: reader?.kind ?? 'student',
});

/** The form's text fields in order; the server names one of them when it refuses. */
const TEXT_FIELDS = ['readercode', 'name', 'class', 'grade', 'phone'] as const;

/**
 * Create or edit a reader. A refusal is shown beside the field it names and the draft stays as
 * typed (nothing lost); a new reader's generated password is shown once.
 */
export function ReaderForm({
  reader,
  onDone,
  say,
}: {
  /** The reader to edit; null for a new one. */
  reader: AdminReader | null;
  onDone: () => void;
  say: (message: string) => void;
}) {
  const { t } = useTranslation('readers-admin');
  const headingId = useId();
  const idPrefix = useId();
  const [draft, setDraft] = useState(() => draftOf(reader));
  const [error, setError] = useState<{ field: ReaderField | null; message: string } | null>(null);
  const [created, setCreated] = useState<{ name: string; code: string; password: string } | null>(
    null,
  );
  const create = useApiMutation(readerCreate);
  const update = useApiMutation(readerUpdate);
  const pending = create.isPending || update.isPending;
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ReaderFields = { ...draft, sex: draft.sex === '2' ? 2 : 1 };
    const result = reader ? await update.run(body) : await create.run(body);
    if (!result) return;
    if (!result.ok) {
      const refusal = readerAdminRefusalOf(result);
      setError({ field: refusal?.field ?? null, message: result.msg });
      return;
    }
    setError(null);
    if ('password' in result.data) {
      const made = result.data.reader;
      say(t('created', { name: made.name, code: made.readercode }));
      setCreated({ name: made.name, code: made.readercode, password: result.data.password });
      return;
    }
    say(t('saved', { name: result.data.name }));
    onDone();
  };

  if (created) {
    return (
      <Panel aria-labelledby={headingId}>
        <SubHeading id={headingId}>{t('formNew')}</SubHeading>
        <OneTimePassword
          intro={t('passwordOnce', { name: created.name, code: created.code })}
          password={created.password}
          onClose={onDone}
        />
      </Panel>
    );
  }

  const idOf = (field: string) => `${idPrefix}-${field}`;
  const errorId = idOf('error');
  const invalid = (field: ReaderField) => error?.field === field;
  const described = (field: ReaderField, hint?: string) =>
    [invalid(field) ? errorId : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <Panel aria-labelledby={headingId} part="reader-form">
      <SubHeading id={headingId}>
        {reader ? t('formEdit', { code: reader.readercode }) : t('formNew')}
      </SubHeading>
      <form onSubmit={submit} noValidate>
        <FormGrid>
          {TEXT_FIELDS.map((field) => {
            const hint =
              field === 'readercode' ? t('codeHint') : field === 'grade' ? t('gradeHint') : '';
            return (
              <Field key={field}>
                <label htmlFor={idOf(field)}>{t(`field_${field}`)}</label>
                <Input
                  id={idOf(field)}
                  value={draft[field]}
                  onChange={set(field)}
                  readOnly={field === 'readercode' && reader !== null}
                  required={field !== 'phone' && field !== 'grade'}
                  inputMode={field === 'phone' ? 'tel' : undefined}
                  autoComplete="off"
                  aria-invalid={invalid(field) || undefined}
                  aria-describedby={described(field, hint ? idOf(`${field}-hint`) : undefined)}
                />
                {hint && <Hint id={idOf(`${field}-hint`)}>{hint}</Hint>}
                {invalid(field) && (
                  <FieldError id={errorId} role="alert">
                    {error?.message}
                  </FieldError>
                )}
              </Field>
            );
          })}
          <Field>
            <label htmlFor={idOf('sex')}>{t('field_sex')}</label>
            <Select id={idOf('sex')} value={draft.sex} onChange={set('sex')}>
              <option value="1">{t('sex_1')}</option>
              <option value="2">{t('sex_2')}</option>
            </Select>
          </Field>
          <Field>
            <label htmlFor={idOf('type')}>{t('field_type')}</label>
            <Select
              id={idOf('type')}
              value={draft.kind}
              onChange={set('kind')}
              aria-invalid={invalid('type') || undefined}
              aria-describedby={described('type')}
            >
              <option value="student">{t('kind_student')}</option>
              <option value="teacher">{t('kind_teacher')}</option>
            </Select>
            {invalid('type') && (
              <FieldError id={errorId} role="alert">
                {error?.message}
              </FieldError>
            )}
          </Field>
        </FormGrid>
        {error && !error.field && <FieldError role="alert">{error.message}</FieldError>}
        <Actions>
          <Button type="submit" $variant="primary" disabled={pending} aria-disabled={pending}>
            {pending ? t('saving') : t('save')}
          </Button>
          <Button type="button" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
