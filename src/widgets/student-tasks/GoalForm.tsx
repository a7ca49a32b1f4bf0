import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FieldLabel,
  FormError,
  MAX_GOAL_TARGET,
  MAX_PROGRAM_BOOKS,
  MAX_PROGRAM_TITLE,
  readingGoalSave,
  TextField,
  useApiMutation,
  type ProgramBook,
} from '../../core';
import { BookPicker } from '../../core/ui/BookPicker';
import { Field, Form, Input } from './styles';

/**
 * A new reading goal (/student-task-add): a title, a number of books or chosen catalogue
 * books, a due date. Checked here first and again on the server; a double submit sends once.
 */
export function GoalForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('teaching');
  const ids = { count: useId(), due: useId(), error: useId() };
  const saving = useApiMutation(readingGoalSave);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<'count' | 'books'>('count');
  const [count, setCount] = useState('3');
  const [books, setBooks] = useState<ProgramBook[]>([]);
  const [due, setDue] = useState('');
  const [error, setError] = useState('');

  const check = () => {
    const n = Number(count);
    if (!title.trim()) return t('tasks.titleRequired');
    if (kind === 'count' && !(Number.isInteger(n) && n >= 1 && n <= MAX_GOAL_TARGET)) {
      return t('tasks.targetRequired', { max: MAX_GOAL_TARGET });
    }
    if (kind === 'books' && books.length === 0) return t('programs.booksRequired');
    if (!due) return t('tasks.dueRequired');
    return '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending) return;
    const problem = check();
    setError(problem);
    if (problem) return;
    // A second submit in the same task (a double click) is ignored by run (undefined).
    const result = await saving.run({
      title: title.trim(),
      duedate: due,
      ...(kind === 'count'
        ? { targetcount: Number(count) }
        : { bookids: books.map((b) => b.bookid) }),
    });
    if (!result) return;
    if (result.ok) onDone(t('tasks.saved'));
    else setError(result.msg || t('tasks.saveFailed'));
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('tasks.addGoal')}>
      <TextField
        label={t('tasks.goalTitle')}
        value={title}
        maxLength={MAX_PROGRAM_TITLE}
        onChange={(event) => setTitle(event.target.value)}
      />
      <fieldset>
        <legend>{t('tasks.kind')}</legend>
        {(['count', 'books'] as const).map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="goal-kind"
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {t(value === 'count' ? 'tasks.kindCount' : 'tasks.kindBooks')}
          </label>
        ))}
      </fieldset>
      {kind === 'count' ? (
        <Field>
          <FieldLabel htmlFor={ids.count}>{t('tasks.targetcount')}</FieldLabel>
          <Input
            id={ids.count}
            type="number"
            min={1}
            max={MAX_GOAL_TARGET}
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
        </Field>
      ) : (
        <BookPicker
          legend={t('programs.books')}
          chosen={books}
          max={MAX_PROGRAM_BOOKS}
          onChange={setBooks}
        />
      )}
      <Field>
        <FieldLabel htmlFor={ids.due}>{t('tasks.duedate')}</FieldLabel>
        <Input
          id={ids.due}
          type="date"
          value={due}
          onChange={(event) => setDue(event.target.value)}
        />
      </Field>
      {error ? (
        <FormError id={ids.error} role="alert">
          {error}
        </FormError>
      ) : null}
      <Field>
        <Button type="submit" aria-disabled={saving.isPending || undefined}>
          {t('tasks.save')}
        </Button>
      </Field>
    </Form>
  );
}
