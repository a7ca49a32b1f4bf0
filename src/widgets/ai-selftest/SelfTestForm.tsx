import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormError, selfTestSubmit, useApiMutation, type SelfTest } from '../../core';
import { answered, type Answers } from './answers';
import { QuestionField } from './QuestionField';
import { Form, Muted } from './styles';

/** Answering a self-test; submitted once, then marked at once by the server. */
export function SelfTestForm({
  test,
  onSubmitted,
}: {
  test: SelfTest;
  onSubmitted: (test: SelfTest) => void;
}) {
  const { t } = useTranslation('questions');
  const [answers, setAnswers] = useState<Answers>({});
  const [error, setError] = useState('');
  const submission = useApiMutation(selfTestSubmit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submission.isPending) return;
    const missing = test.questions.filter((q) => !answered(q, answers[q.id])).length;
    if (missing > 0 && !window.confirm(t('selftest.unanswered', { count: missing }))) return;
    const result = await submission.run({
      id: test.id,
      answers: test.questions.map((q) => ({
        questionid: q.id,
        answer: answered(q, answers[q.id]) ? answers[q.id]! : null,
      })),
    });
    if (!result) return;
    if (result.ok) onSubmitted(result.data);
    else setError(result.msg);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={test.booktitle}>
      <Muted>{`《${test.booktitle}》 · ${t(`selftest.source_${test.source}`)}`}</Muted>
      {test.questions.map((question, at) => (
        <QuestionField
          key={question.id}
          question={question}
          number={at + 1}
          answer={answers[question.id]}
          onAnswer={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
        />
      ))}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <div>
        <Button type="submit" disabled={submission.isPending}>
          {t('selftest.submit')}
        </Button>
      </div>
    </Form>
  );
}
