import { useTranslation } from 'react-i18next';
import type { SelfTest } from '../../core';
import { answerText } from './answers';
import { Marked, Muted } from './styles';

/** The marked self-test: the score, and each answer with the right one and why. */
export function SelfTestResult({ test }: { test: SelfTest }) {
  const { t } = useTranslation('questions');
  const result = test.result!;
  const words = { yes: t('editor.true'), no: t('editor.false'), none: t('selftest.noAnswer') };
  return (
    <section aria-label={t('selftest.result')}>
      <h3>{t('selftest.result')}</h3>
      <p role="status">
        <strong>{t('selftest.score', { score: result.score, total: result.total })}</strong>
      </p>
      <ol>
        {test.questions.map((question, at) => {
          const mark = result.answers.find((answer) => answer.questionid === question.id);
          if (!mark) return null;
          const verdict =
            mark.correct === null
              ? 'selftest.pending'
              : mark.correct
                ? 'selftest.correct'
                : 'selftest.wrong';
          return (
            <Marked key={question.id} $right={mark.correct}>
              <strong>{`${at + 1}. ${question.title}`}</strong>
              <Muted>{t(verdict)}</Muted>
              <p>
                {t('selftest.yourAnswer', { answer: answerText(question, mark.answer, words) })}
              </p>
              <p>{t('selftest.key', { answer: answerText(question, mark.key, words) })}</p>
              {mark.explanation ? (
                <p>{t('selftest.explanation', { text: mark.explanation })}</p>
              ) : null}
            </Marked>
          );
        })}
      </ol>
    </section>
  );
}
