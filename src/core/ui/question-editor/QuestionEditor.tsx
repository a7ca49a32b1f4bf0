import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, type ListedQuestion, type QuestionTypeId } from '../../api/contract';
import { saveQuestion } from '../../api/queries/questions';
import { useApi } from '../../widget/hooks';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { CheckLabel, FieldLabel, FormError } from '../forms';
import { KeyFields } from './KeyFields';
import { writeOf, type Draft } from './draft';
import { Area, Control, Field, Row, Select } from './styles';

export interface QuestionEditorProps {
  initial: Draft;
  onClose: () => void;
  /** The question as the bank saved it (the set-homework form picks it). */
  onSaved?: (question: ListedQuestion) => void;
}

/**
 * Adds or edits a bank question (the question bank's editor, and writing one in place while
 * setting homework); the server's reason is shown when it refuses.
 */
export function QuestionEditor({ initial, onClose, onSaved }: QuestionEditorProps) {
  const { t } = useTranslation('questions');
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = {
    type: useId(),
    title: useId(),
    explanation: useId(),
    points: useId(),
    difficulty: useId(),
    book: useId(),
    tags: useId(),
    error: useId(),
  };
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await saveQuestion(api, queryClient, writeOf(draft));
    setBusy(false);
    if (result.ok) {
      onSaved?.(result.data);
      onClose();
    } else setError(result.msg);
  };

  return (
    <Dialog
      open
      title={t(draft.id ? 'editor.editTitle' : 'editor.addTitle')}
      onClose={onClose}
      width={640}
    >
      <form noValidate onSubmit={submit} aria-describedby={error ? ids.error : undefined}>
        <Field>
          <FieldLabel htmlFor={ids.type}>{t('editor.type')}</FieldLabel>
          <Select
            id={ids.type}
            value={draft.type}
            disabled={draft.id !== undefined}
            onChange={(event) =>
              change({ type: Number(event.target.value) as QuestionTypeId, right: [] })
            }
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <FieldLabel htmlFor={ids.title}>{t('editor.title')}</FieldLabel>
          <Area
            id={ids.title}
            value={draft.title}
            maxLength={1000}
            required
            onChange={(e) => change({ title: e.target.value })}
          />
        </Field>
        <KeyFields draft={draft} change={change} />
        <Field>
          <FieldLabel htmlFor={ids.explanation}>{t('editor.explanation')}</FieldLabel>
          <Area
            id={ids.explanation}
            value={draft.explanation}
            maxLength={2000}
            onChange={(e) => change({ explanation: e.target.value })}
          />
        </Field>
        <Row>
          <Field>
            <FieldLabel htmlFor={ids.points}>{t('editor.points')}</FieldLabel>
            <Control
              id={ids.points}
              type="number"
              min={1}
              max={100}
              value={draft.points}
              onChange={(e) => change({ points: e.target.value })}
            />
          </Field>
          <Field>
            <FieldLabel htmlFor={ids.difficulty}>{t('editor.difficulty')}</FieldLabel>
            <Select
              id={ids.difficulty}
              value={draft.difficulty}
              onChange={(e) => change({ difficulty: Number(e.target.value) as 1 | 2 | 3 })}
            >
              {[1, 2, 3].map((level) => (
                <option key={level} value={level}>
                  {t(`difficulty.${level}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            <FieldLabel htmlFor={ids.book}>{t('editor.bookid')}</FieldLabel>
            <Control
              id={ids.book}
              inputMode="numeric"
              value={draft.bookid}
              maxLength={10}
              onChange={(e) => change({ bookid: e.target.value.replace(/\D/g, '') })}
            />
          </Field>
        </Row>
        <Field>
          <FieldLabel htmlFor={ids.tags}>{t('editor.tags')}</FieldLabel>
          <Control
            id={ids.tags}
            value={draft.tags}
            maxLength={250}
            onChange={(e) => change({ tags: e.target.value })}
          />
        </Field>
        <CheckLabel>
          <input
            type="checkbox"
            checked={draft.shared}
            onChange={(e) => change({ shared: e.target.checked })}
          />
          {t('editor.shared')}
        </CheckLabel>
        {error ? (
          <FormError id={ids.error} role="alert">
            {error}
          </FormError>
        ) : null}
        <Row>
          <Button type="submit" disabled={busy}>
            {t('editor.save')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
