import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bookListSave,
  Button,
  FieldLabel,
  TextField,
  useApiMutation,
  type ReaderBookList,
} from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { Actions, Choice, Form, SectionHeading, TextArea } from './styles';

/** The server's bounds (routes/reading.ts): the name counted after trimming. */
const MAX_NAME = 50;
const MAX_DESCRIPTION = 500;

export interface BooklistFormProps {
  /** The list being edited; a new list when unset. */
  list?: ReaderBookList;
  onDone?: () => void;
}

/**
 * A booklist's name (required), description and visibility. Saving twice at once
 * (double click) sends once; a failure says "saveFailed" or the server's reason.
 */
export function BooklistForm({ list, onDone }: BooklistFormProps) {
  const { t } = useTranslation('reading-lists');
  const headingId = useId();
  const descriptionId = useId();
  const choiceName = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const saving = useApiMutation(bookListSave);
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [isPublic, setIsPublic] = useState(list?.ispublic ?? false);
  const [nameError, setNameError] = useState('');
  const [status, setStatus] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending) return;
    const trimmed = name.trim();
    setStatus('');
    if (!trimmed) {
      setNameError(t('booklists.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    // A second submit in the same task (a double click) is ignored by run (undefined).
    const result = await saving.run({
      ...(list ? { id: list.id } : {}),
      name: trimmed,
      description: description.trim(),
      ispublic: isPublic,
    });
    if (!result) return;
    if (!result.ok) {
      setStatus(result.msg || t('booklists.saveFailed'));
      return;
    }
    if (!list) {
      setName('');
      setDescription('');
      setIsPublic(false);
    }
    setStatus(t('booklists.saved'));
    onDone?.();
  };

  return (
    <section aria-labelledby={headingId} part="booklist-form">
      <SectionHeading id={headingId}>
        {list ? t('booklists.editHeading') : t('booklists.newHeading')}
      </SectionHeading>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={nameRef}
          label={t('booklists.name')}
          value={name}
          maxLength={MAX_NAME}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError('');
          }}
        />
        <FieldLabel htmlFor={descriptionId}>{t('booklists.description')}</FieldLabel>
        <TextArea
          id={descriptionId}
          value={description}
          maxLength={MAX_DESCRIPTION}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Choice>
          <legend>{t('booklists.visibility')}</legend>
          <label>
            <input
              type="radio"
              name={choiceName}
              checked={!isPublic}
              onChange={() => setIsPublic(false)}
            />
            {t('booklists.private')}
          </label>
          <label>
            <input
              type="radio"
              name={choiceName}
              checked={isPublic}
              onChange={() => setIsPublic(true)}
            />
            {t('booklists.public')}
          </label>
        </Choice>
        <Actions>
          <Button type="submit" aria-disabled={saving.isPending || undefined}>
            {list ? t('booklists.save') : t('booklists.create')}
          </Button>
          {list ? (
            <Button type="button" $variant="secondary" onClick={onDone}>
              {t('booklists.cancelEdit')}
            </Button>
          ) : null}
        </Actions>
      </Form>
      <StatusLine role="status">{status}</StatusLine>
    </section>
  );
}
