import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FieldLabel,
  shelfSave,
  TextField,
  useApiMutation,
  type ShelfName,
} from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { SHELF_NAMES } from './shelves';
import { Field, Form, SectionHeading, Select, TextArea } from './styles';

/** Bounds of the server's schema (routes/reading-lists.ts), so the form refuses first. */
const MAX_TITLE = 200;
const MAX_ISBN = 32;
const MAX_NOTE = 500;

const EMPTY = { title: '', author: '', isbn: '', note: '' };

/**
 * Adds a book by hand: one read elsewhere, or any book the reader names (a virtual shelf
 * entry: title, author, ISBN, note"). The title is required; a double submit sends once.
 */
export function AddEntryForm({ shelf }: { shelf: ShelfName }) {
  const { t } = useTranslation('reading-lists');
  const headingId = useId();
  const shelfId = useId();
  const noteId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const adding = useApiMutation(shelfSave);
  const [fields, setFields] = useState(EMPTY);
  const [target, setTarget] = useState<ShelfName | null>(null);
  const [titleError, setTitleError] = useState('');
  const [status, setStatus] = useState('');
  const chosenShelf = target ?? shelf;

  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((old) => ({ ...old, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding.isPending) return;
    const title = fields.title.trim();
    setStatus('');
    if (!title) {
      setTitleError(t('shelf.titleRequired'));
      titleRef.current?.focus();
      return;
    }
    // A second submit in the same task (a double click) is ignored by run (undefined).
    const result = await adding.run({
      shelf: chosenShelf,
      title,
      author: fields.author.trim(),
      isbn: fields.isbn.trim(),
      note: fields.note.trim(),
    });
    if (!result) return;
    if (!result.ok) {
      setStatus(result.msg || t('shelf.saveFailed'));
      return;
    }
    setFields(EMPTY);
    setStatus(t('shelf.added', { title }));
  };

  return (
    <section aria-labelledby={headingId} part="add-form">
      <SectionHeading id={headingId}>{t('shelf.addHeading')}</SectionHeading>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={titleRef}
          label={t('shelf.title')}
          value={fields.title}
          maxLength={MAX_TITLE}
          error={titleError}
          onChange={(event) => {
            set('title')(event.target.value);
            setTitleError('');
          }}
        />
        <TextField
          label={t('shelf.authorLabel')}
          value={fields.author}
          maxLength={MAX_TITLE}
          onChange={(event) => set('author')(event.target.value)}
        />
        <TextField
          label={t('shelf.isbnLabel')}
          value={fields.isbn}
          maxLength={MAX_ISBN}
          inputMode="numeric"
          onChange={(event) => set('isbn')(event.target.value)}
        />
        <Field>
          <FieldLabel htmlFor={shelfId}>{t('shelf.shelfLabel')}</FieldLabel>
          <Select
            id={shelfId}
            value={chosenShelf}
            onChange={(event) => setTarget(event.target.value as ShelfName)}
          >
            {SHELF_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`shelf.shelf_${name}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <FieldLabel htmlFor={noteId}>{t('shelf.note')}</FieldLabel>
          <TextArea
            id={noteId}
            value={fields.note}
            maxLength={MAX_NOTE}
            onChange={(event) => set('note')(event.target.value)}
          />
        </Field>
        <Field>
          <Button type="submit" aria-disabled={adding.isPending || undefined}>
            {t('shelf.add')}
          </Button>
        </Field>
      </Form>
      <StatusLine role="status">{status}</StatusLine>
    </section>
  );
}
