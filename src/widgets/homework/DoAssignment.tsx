import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignmentSubmit,
  Button,
  invalidateMyAssignments,
  openAssignmentQuery,
  QueryWait,
  useApi,
  useApiMutation,
  useRuntime,
  type QuestionAnswer,
  type StudentAssignment,
} from '../../core';
import { QuestionField } from './QuestionField';
import { AnswerFeedback } from './Results';
import { Bar, Heading, Muted } from '../../core/ui/assignment-styles';
import { useAutosave } from './useAutosave';
import { useExamClock } from './useExamClock';

export interface DoAssignmentProps {
  id: number;
  /** Tells the page whether unsubmitted answers are open (it asks before leaving). */
  onOpenChange?: (open: boolean) => void;
  onBack: () => void;
}

/** One homework or exam: answer (saved as you go), submit once, then marks and feedback. */
export function DoAssignment({ id, onOpenChange, onBack }: DoAssignmentProps) {
  const api = useApi();
  const query = useQuery(openAssignmentQuery(api, id));
  if (!query.isSuccess) return <QueryWait query={query} />;
  return <Work key={id} work={query.data} onOpenChange={onOpenChange} onBack={onBack} />;
}

function Work({
  work: initial,
  onOpenChange,
  onBack,
}: {
  work: StudentAssignment;
  onOpenChange?: (open: boolean) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('homework');
  const api = useApi();
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [work, setWork] = useState(initial);
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>(initial.answers);
  const submitting = useApiMutation(assignmentSubmit);
  const busy = submitting.isPending;
  const [notice, setNotice] = useState<'timeUp' | 'timeUpFailed' | null>(null);
  // Why the last submit was refused (the server's message), until the next one.
  const [refusal, setRefusal] = useState<string | null>(null);
  // The answers of the moment, for a submit the clock starts (its callback outlives renders).
  const answersNow = useRef(answers);
  const editable =
    work.submitsleft > 0 &&
    (work.status === 'notstarted' || work.status === 'draft' || work.status === 'returned');
  const autosave = useAutosave(work.id, initial.seq, editable);
  useEffect(() => onOpenChange?.(editable), [editable, onOpenChange]);

  const change = (questionId: number, answer: QuestionAnswer | undefined) => {
    const next = { ...answers };
    if (answer === undefined) delete next[questionId];
    else next[questionId] = answer;
    setAnswers(next);
    answersNow.current = next;
    autosave.change(next);
  };

  /**
   * Sends the answers with the submit (saved or not yet) and shows the returned work. True when
   * it went in, false when refused (the reason is shown), undefined when a submit was already
   * on its way. Never rejects: a refusal is a result.
   */
  const send = async (): Promise<boolean | undefined> => {
    const result = await submitting.run({
      id: work.id,
      seq: autosave.nextSeq(),
      answers: answersNow.current,
    });
    if (!result) return undefined;
    if (!result.ok) {
      setRefusal(result.msg);
      return false;
    }
    const done = result.data;
    setRefusal(null);
    setWork(done);
    setAnswers(done.answers);
    queryClient.setQueryData(openAssignmentQuery(api, work.id).queryKey, done);
    void invalidateMyAssignments(queryClient, api);
    return true;
  };

  const submit = async () => {
    const confirmed = await runtime.notifier.confirm({
      key: 'homework-submit',
      title: t('submitTitle'),
      text: t('submitText'),
      confirmText: t('confirm'),
      cancelText: t('cancel'),
      tone: 'warning',
    });
    if (!confirmed) return;
    await send();
  };

  // At the exam's end the answers go in without asking (the server would count them anyway).
  // Work returned for revision has no clock: the server takes it whenever it comes back.
  const endsAt = work.endsat ? new Date(work.endsat) : null;
  const timed = endsAt !== null && editable && work.status !== 'returned';
  const now = useExamClock(endsAt, timed, () => {
    void send().then((sent) => {
      if (sent !== undefined) setNotice(sent ? 'timeUp' : 'timeUpFailed');
    });
  });
  return (
    <section aria-labelledby={`hw-${work.id}`} part="assignment">
      <Heading id={`hw-${work.id}`}>{work.title}</Heading>
      <Bar>
        <span>{t(`kind_${work.kind}`)}</span>
        <span>{t(`status_${work.status}`)}</span>
        <Muted>{t('questionCount', { count: work.questioncount, points: work.totalpoints })}</Muted>
        {endsAt && timed ? (
          <Muted>
            {t('timeLeft', {
              minutes: Math.max(0, Math.ceil((endsAt.getTime() - now) / 60_000)),
            })}
          </Muted>
        ) : null}
        <span role="alert">
          {notice ? t(notice) : refusal !== null ? t('submitFailed', { msg: refusal }) : ''}
        </span>
        <span role="status" aria-live="polite">
          {autosave.state === 'idle'
            ? ''
            : t(autosave.state === 'failed' ? 'saveFailed' : autosave.state)}
        </span>
      </Bar>
      {work.status === 'marked' && work.score !== null ? (
        <p role="status">
          <strong>{t('result', { score: work.score, total: work.totalpoints })}</strong>
        </p>
      ) : null}
      {work.status === 'submitted' ? <p role="status">{t('pending')}</p> : null}
      {work.status === 'returned' ? <p>{t('returned')}</p> : null}
      {work.questions.map((question) => (
        <div key={question.id}>
          <QuestionField
            question={question}
            answer={answers[question.id]}
            disabled={!editable || busy}
            onChange={(answer) => change(question.id, answer)}
          />
          <AnswerFeedback question={question} mark={work.marks?.[question.id]} />
        </div>
      ))}
      <Bar>
        {editable ? (
          <Button type="button" onClick={() => void submit()} disabled={busy}>
            {t('submit')}
          </Button>
        ) : null}
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      </Bar>
    </section>
  );
}
