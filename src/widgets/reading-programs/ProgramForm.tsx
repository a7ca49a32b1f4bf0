import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  departmentsForTeacherQuery,
  FieldLabel,
  FormError,
  MAX_PROGRAM_BOOKS,
  MAX_PROGRAM_DESCRIPTION,
  MAX_PROGRAM_TITLE,
  readingProgramSave,
  TextField,
  useApi,
  useApiMutation,
  type ProgramBook,
  type ReadingProgram,
} from '../../core';
import { BookPicker } from '../../core/ui/BookPicker';
import { DateInput, Field, Form, Hint, Select, TextArea } from './styles';

/**
 * Creates a program (no `program`) or edits one: title, class (one the teacher manages),
 * dates, description and catalogue books. Checked here first, the server checks it all again;
 * a double submit sends once.
 */
export function ProgramForm({
  program,
  onDone,
}: {
  program?: ReadingProgram;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const headingId = useId();
  const ids = { dep: useId(), start: useId(), end: useId(), desc: useId(), error: useId() };
  const departments = useQuery(departmentsForTeacherQuery(api));
  const managed = (departments.data ?? []).filter((dep) => dep.managed);
  const saving = useApiMutation(readingProgramSave);
  const [title, setTitle] = useState(program?.title ?? '');
  const [depId, setDepId] = useState<number | null>(program?.departmentid ?? null);
  const [start, setStart] = useState(program?.startdate ?? '');
  const [end, setEnd] = useState(program?.enddate ?? '');
  const [description, setDescription] = useState(program?.description ?? '');
  const [books, setBooks] = useState<ProgramBook[]>(program?.books ?? []);
  const [error, setError] = useState('');
  const departmentid = depId ?? managed[0]?.id;

  const check = (): string => {
    if (!title.trim()) return t('programs.titleRequired');
    if (!start || !end) return t('programs.datesRequired');
    if (start > end) return t('programs.badRange');
    if (books.length === 0) return t('programs.booksRequired');
    return '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending || departmentid === undefined) return;
    const problem = check();
    setError(problem);
    if (problem) return;
    // A second submit in the same task (a double click) is ignored by run (undefined).
    const result = await saving.run({
      ...(program ? { id: program.id } : {}),
      departmentid,
      title: title.trim(),
      description: description.trim(),
      startdate: start,
      enddate: end,
      bookids: books.map((b) => b.bookid),
    });
    if (!result) return;
    if (result.ok) onDone(t('programs.saved'));
    else setError(result.msg || t('programs.saveFailed'));
  };

  if (departments.isSuccess && managed.length === 0) return <Hint>{t('programs.noClasses')}</Hint>;
  return (
    <Form noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h3 id={headingId}>{program ? program.title : t('programs.create')}</h3>
      <TextField
        label={t('programs.title')}
        value={title}
        maxLength={MAX_PROGRAM_TITLE}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Field>
        <FieldLabel htmlFor={ids.dep}>{t('programs.department')}</FieldLabel>
        <Select
          id={ids.dep}
          value={departmentid ?? ''}
          onChange={(event) => setDepId(Number(event.target.value))}
        >
          {managed.map((dep) => (
            <option key={dep.id} value={dep.id}>
              {dep.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <FieldLabel htmlFor={ids.start}>{t('programs.startdate')}</FieldLabel>
        <DateInput
          id={ids.start}
          type="date"
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
      </Field>
      <Field>
        <FieldLabel htmlFor={ids.end}>{t('programs.enddate')}</FieldLabel>
        <DateInput
          id={ids.end}
          type="date"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
        />
      </Field>
      <Field>
        <FieldLabel htmlFor={ids.desc}>{t('programs.description')}</FieldLabel>
        <TextArea
          id={ids.desc}
          value={description}
          maxLength={MAX_PROGRAM_DESCRIPTION}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <BookPicker
        legend={t('programs.books')}
        chosen={books}
        max={MAX_PROGRAM_BOOKS}
        onChange={setBooks}
      />
      {error ? (
        <FormError id={ids.error} role="alert">
          {error}
        </FormError>
      ) : null}
      <Field>
        <Button type="submit" aria-disabled={saving.isPending || undefined}>
          {t('programs.save')}
        </Button>
      </Field>
      <Field>
        <Button type="button" $variant="secondary" onClick={() => onDone('')}>
          {t('programs.cancel')}
        </Button>
      </Field>
    </Form>
  );
}
