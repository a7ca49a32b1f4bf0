import { useTranslation } from 'react-i18next';
import type { AssignmentQuestion, MarkedAnswer } from '../../core';
import { answerText } from '../../core/ui/answer-text';
import { Feedback } from '../../core/ui/assignment-styles';

/** The mark, comment, key and explanation of one answer once the work is marked. */
export function AnswerFeedback({
  question,
  mark,
}: {
  question: AssignmentQuestion;
  mark: MarkedAnswer | undefined;
}) {
  const { t } = useTranslation('homework');
  if (!mark) return null;
  const key = mark.key;
  // A matching key pairs each left with the index of a right as this student was shown it.
  const rightOf = (index: string | undefined) =>
    question.stems.find((stem) => stem.index === index)?.rightcontent ?? '';
  const keyText =
    question.type === 4 && key && typeof key === 'object' && !Array.isArray(key)
      ? question.stems.map((stem) => `${stem.leftcontent}→${rightOf(key[stem.index])}`).join('；')
      : answerText(key, t);
  return (
    <Feedback>
      {mark.score !== null ? (
        <div>
          {t('markLine', { score: mark.score, points: question.points })}
          {mark.correct === null ? null : ` · ${t(mark.correct ? 'right' : 'wrong')}`}
        </div>
      ) : null}
      {mark.comment ? <div>{t('comment', { comment: mark.comment })}</div> : null}
      {keyText ? <div>{t('key', { key: keyText })}</div> : null}
      {mark.explanation ? <div>{t('explanation', { text: mark.explanation })}</div> : null}
    </Feedback>
  );
}
