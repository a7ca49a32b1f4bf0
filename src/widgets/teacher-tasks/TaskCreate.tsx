import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CheckLabel,
  assignmentCreate,
  FieldLabel,
  FormError,
  invalidateQuestionPicks,
  Loading,
  myClassesQuery,
  questionPicksQuery,
  TextField,
  useApi,
  useApiMutation,
  type AssignmentKind,
  type AssignmentSummary,
} from '../../core';
import { Bar, Options, QuestionBox, Select } from '../../core/ui/assignment-styles';
import { emptyDraft } from '../../core/ui/question-editor/draft';
import { QuestionEditor } from '../../core/ui/question-editor/QuestionEditor';

const local = (ms: number) => {
  const date = new Date(ms - new Date().getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
};

/**
 * Setting homework or an exam for a class the teacher manages, with questions of the bank or
 * written in place (saved to the bank as the teacher's own, then picked).
 */
export function TaskCreate({
  kind,
  onDone,
}: {
  kind: AssignmentKind;
  onDone: (made: AssignmentSummary) => void;
}) {
  const { t } = useTranslation('homework');
  const api = useApi();
  const queryClient = useQueryClient();
  const classes = useQuery(myClassesQuery(api));
  const picks = useQuery(questionPicksQuery(api, ''));
  const ids = { class: useId(), opens: useId(), due: useId(), minutes: useId() };
  const [title, setTitle] = useState('');
  const [departmentid, setDepartment] = useState('');
  const [opensat, setOpens] = useState(() => local(Date.now()));
  const [dueat, setDue] = useState(() => local(Date.now() + 7 * 24 * 3600_000));
  const [minutes, setMinutes] = useState('45');
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState('');
  const create = useApiMutation(assignmentCreate);
  const busy = create.isPending;
  const [writing, setWriting] = useState(false);
  const classId = departmentid || String(classes.data?.[0]?.id ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const made = await create.run({
      kind,
      title,
      departmentid: Number(classId),
      opensat: new Date(opensat).toISOString(),
      dueat: new Date(dueat).toISOString(),
      durationminutes: kind === 'exam' ? Number(minutes) : undefined,
      questions: chosen.map((questionid) => ({ questionid })),
    });
    if (!made) return;
    if (made.ok) onDone(made.data);
    else setError(made.msg);
  };

  if (classes.isPending || picks.isPending) return <Loading />;
  return (
    <>
      <form onSubmit={(event) => void submit(event)} part="create">
        <TextField
          label={t('teacher.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={100}
        />
        <Bar>
          <FieldLabel htmlFor={ids.class}>{t('teacher.class')}</FieldLabel>
          <Select id={ids.class} value={classId} onChange={(e) => setDepartment(e.target.value)}>
            {(classes.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
          <FieldLabel htmlFor={ids.opens}>{t('teacher.opensAt')}</FieldLabel>
          <input
            id={ids.opens}
            type="datetime-local"
            value={opensat}
            onChange={(e) => setOpens(e.target.value)}
            required
          />
          <FieldLabel htmlFor={ids.due}>{t('teacher.dueAt')}</FieldLabel>
          <input
            id={ids.due}
            type="datetime-local"
            value={dueat}
            onChange={(e) => setDue(e.target.value)}
            required
          />
          {kind === 'exam' ? (
            <>
              <FieldLabel htmlFor={ids.minutes}>{t('teacher.minutes')}</FieldLabel>
              <input
                id={ids.minutes}
                type="number"
                min={1}
                max={240}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
              />
            </>
          ) : null}
        </Bar>
        <QuestionBox>
          <legend>{t('teacher.questions')}</legend>
          <Options>
            {picks.data?.list.length ? (
              picks.data.list.map((item) => (
                <CheckLabel key={item.id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(item.id)}
                    onChange={(e) =>
                      setChosen(
                        e.target.checked
                          ? [...chosen, item.id]
                          : chosen.filter((id) => id !== item.id),
                      )
                    }
                  />
                  [{t(`type_${item.type}`)}] {item.title} ({item.points})
                </CheckLabel>
              ))
            ) : (
              <span>{t('teacher.noQuestions')}</span>
            )}
          </Options>
        </QuestionBox>
        <Button type="button" $variant="secondary" onClick={() => setWriting(true)}>
          {t('teacher.writeQuestion')}
        </Button>
        {error ? <FormError role="alert">{error}</FormError> : null}
        <Button type="submit" disabled={busy || chosen.length === 0 || title.trim() === ''}>
          {t('teacher.create')}
        </Button>
      </form>
      {/* Outside the form: the editor is a form of its own, and forms do not nest. */}
      {writing ? (
        <QuestionEditor
          // Written for this homework: private to its author unless they share it.
          initial={{ ...emptyDraft(), shared: false }}
          onClose={() => setWriting(false)}
          onSaved={(question) => {
            setChosen((current) => [...current, question.id]);
            void invalidateQuestionPicks(queryClient, api, '');
          }}
        />
      ) : null}
    </>
  );
}
