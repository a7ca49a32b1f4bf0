import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckLabel, type Question, type QuestionAnswer } from '../../core';
import { Area, Pair, Select } from './styles';

interface Props {
  question: Question;
  number: number;
  answer: QuestionAnswer | undefined;
  onAnswer: (answer: QuestionAnswer | undefined) => void;
}

/** The right sides of a matching question in a fixed order other than the stems' own. */
const shuffledRights = (question: Question) =>
  [...question.stems].sort((a, b) => (a.rightcontent ?? '').localeCompare(b.rightcontent ?? ''));

/** One question to answer, as a fieldset of native controls (keyboard operable as is). */
export function QuestionField({ question, number, answer, onAnswer }: Props) {
  const { t } = useTranslation('questions');
  const name = useId();
  const legend = `${t('selftest.question', { index: number, points: question.points })} ${question.title}`;
  if (question.type === 1 || question.type === 2) {
    const chosen = Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];
    return (
      <fieldset>
        <legend>{legend}</legend>
        {question.stems.map((stem) => (
          <CheckLabel key={stem.index}>
            <input
              type={question.type === 1 ? 'radio' : 'checkbox'}
              name={name}
              checked={chosen.includes(stem.index)}
              onChange={(event) =>
                onAnswer(
                  question.type === 1
                    ? stem.index
                    : event.target.checked
                      ? [...chosen, stem.index]
                      : chosen.filter((index) => index !== stem.index),
                )
              }
            />
            {`${stem.index}. ${stem.content}`}
          </CheckLabel>
        ))}
      </fieldset>
    );
  }
  if (question.type === 3) {
    return (
      <fieldset>
        <legend>{legend}</legend>
        {[true, false].map((value) => (
          <CheckLabel key={String(value)}>
            <input
              type="radio"
              name={name}
              checked={answer === value}
              onChange={() => onAnswer(value)}
            />
            {t(value ? 'editor.true' : 'editor.false')}
          </CheckLabel>
        ))}
      </fieldset>
    );
  }
  if (question.type === 4) {
    const pairs =
      typeof answer === 'object' && !Array.isArray(answer) && answer !== null ? answer : {};
    return (
      <fieldset>
        <legend>{legend}</legend>
        {question.stems.map((stem) => (
          <Pair key={stem.index}>
            <label htmlFor={`${name}-${stem.index}`}>
              {t('selftest.match', { left: stem.leftcontent })}
            </label>
            <Select
              id={`${name}-${stem.index}`}
              value={pairs[stem.index] ?? ''}
              onChange={(event) => {
                const next = { ...pairs };
                if (event.target.value) next[stem.index] = event.target.value;
                else delete next[stem.index];
                onAnswer(next);
              }}
            >
              <option value="">{t('selftest.chooseRight')}</option>
              {shuffledRights(question).map((right) => (
                <option key={right.index} value={right.index}>
                  {right.rightcontent}
                </option>
              ))}
            </Select>
          </Pair>
        ))}
      </fieldset>
    );
  }
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Area
        aria-label={t('selftest.answerText')}
        value={typeof answer === 'string' ? answer : ''}
        maxLength={5000}
        onChange={(event) => onAnswer(event.target.value)}
      />
    </fieldset>
  );
}
