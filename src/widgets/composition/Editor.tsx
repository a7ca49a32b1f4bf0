import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  invalidateAreas,
  QueryArea,
  useApiMutation,
  writingSubmit,
  useLibraryTimeZone,
  type Writing,
  type WritingKind,
} from '../../core';
import { CountedField } from '../../core/ui/CountedField';
import { formatDateTime } from '../../core/ui/format';
import { FormError } from '../../core/ui/forms';
import { Panel } from '../../core/ui/WritingView';
import { EMPTY_DRAFT, FIELD_LIMITS, missingField, overLimit, type DraftFields } from './draft';
import { SaveLine, SubHeading, Toolbar } from './styles';
import { useAutosave, type SaveState } from './useAutosave';

function SaveStatus({ save, restored }: { save: SaveState; restored: boolean }) {
  const { t, i18n } = useTranslation('writing');
  const timeZone = useLibraryTimeZone();
  let text = '';
  if (save.state === 'saving') text = t('editor.saving');
  else if (save.state === 'saved')
    text = t('editor.saved', { time: formatDateTime(save.at, i18n.language, timeZone) });
  else if (save.state === 'failed') text = t('editor.saveFailed', { reason: save.reason });
  else if (save.state === 'dirty') text = restored ? t('editor.restored') : t('editor.unsaved');
  return (
    <SaveLine role="status" $failed={save.state === 'failed'}>
      {text}
    </SaveLine>
  );
}

/**
 * Writes a new piece or edits a draft or a returned one: the fields of its kind, a count per
 * text, autosave, and the submission (once; the server refuses a second).
 */
export function Editor({
  kind,
  reader,
  piece,
  onDone,
}: {
  kind: WritingKind;
  reader: string;
  piece?: Writing;
  /** Leaves the editor: with the submitted piece, or none (back to the list). */
  onDone: (submitted: Writing | null) => void;
}) {
  const { t } = useTranslation('writing');
  const queryClient = useQueryClient();
  const initial: DraftFields = piece
    ? { title: piece.title, body: piece.body, booktitle: piece.booktitle, excerpt: piece.excerpt }
    : EMPTY_DRAFT;
  const draft = useAutosave({ kind, reader, piece, initial });
  const [error, setError] = useState('');
  const submission = useApiMutation(writingSubmit);
  const { fields } = draft;
  const over = new Set(overLimit(fields));

  const labels: Record<keyof DraftFields, string> = {
    title: t('editor.title'),
    booktitle: kind === 'note' ? t('editor.book') : t('editor.bookOptional'),
    excerpt: t('editor.excerpt'),
    body: t(`editor.body_${kind}`),
  };
  const errorOf = (name: keyof DraftFields) =>
    over.has(name)
      ? t('editor.tooLong', {
          field: labels[name],
          max: FIELD_LIMITS[name],
          over: fields[name].length - FIELD_LIMITS[name],
        })
      : null;
  const field = (name: keyof DraftFields, rows = 0) => (
    <CountedField
      label={labels[name]}
      value={fields[name]}
      max={FIELD_LIMITS[name]}
      rows={rows}
      count={
        rows > 0
          ? t('editor.count', { count: fields[name].length, max: FIELD_LIMITS[name] })
          : undefined
      }
      error={errorOf(name)}
      onChange={(value) => draft.change(name, value)}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingField(kind, fields);
    if (over.size > 0 || missing) {
      setError(missing ? t(`editor.${missing}`) : (errorOf([...over][0] ?? 'body') ?? ''));
      return;
    }
    setError('');
    const result = await submission.run({
      save: async () => {
        await draft.flush();
        return draft.id();
      },
    });
    if (!result) return;
    if (!result.ok) setError(result.msg);
    else onDone(result.data);
  };

  const back = async () => {
    await draft.flush();
    await invalidateAreas(queryClient, QueryArea.writing);
    onDone(null);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {piece?.status === 'returned' && piece.comment ? (
        <Panel>
          <SubHeading as="p">{t('editor.returnedNote', { comment: piece.comment })}</SubHeading>
        </Panel>
      ) : null}
      {kind === 'composition' ? field('title') : null}
      {field('booktitle')}
      {kind === 'note' ? field('excerpt', 3) : null}
      {field('body', kind === 'note' ? 8 : 14)}
      <SaveStatus save={draft.save} restored={draft.restored} />
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Toolbar>
        <Button type="submit" disabled={submission.isPending}>
          {t('editor.submit')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => void draft.flush()}>
          {t('editor.save')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => void back()}>
          {t('editor.back')}
        </Button>
      </Toolbar>
    </form>
  );
}
