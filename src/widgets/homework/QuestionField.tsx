import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckLabel, type AssignmentQuestion, type QuestionAnswer } from '../../core';
import { Area, Options, QuestionBox, Select } from '../../core/ui/assignment-styles';

export interface QuestionFieldProps {
  question: AssignmentQuestion;
  answer: QuestionAnswer | undefined;
  onChange: (answer: QuestionAnswer | undefined) => void;
  disabled: boolean;
}

/**
 * One question with the native control of its type: radio group (single, true/false),
 * checkboxes (multiple), a select per left item (matching: keyboard-operable, no dragging),
 * a text area (short answer). Every group is a fieldset whose legend is the question.
 */
export function QuestionField({ question, answer, onChange, disabled }: QuestionFieldProps) {
  const { t } = useTranslation('homework');
  const id = useId();
  const legend = (
    <legend>
      {t('question', { n: question.position, points: question.points })} ·{' '}
      {t(`type_${question.type}`)}
      <br />
      {question.title}
    </legend>
  );
  const radio = (value: string, label: string, checked: boolean, pick: () => void) => (
    <CheckLabel key={value}>
      <input
        type="radio"
        name={id}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={pick}
      />
      {label}
    </CheckLabel>
  );
  switch (question.type) {
    case 1:
      return (
        <QuestionBox>
          {legend}
          <Options>
            {question.stems.map((stem) =>
              radio(stem.index, `${stem.index}. ${stem.content}`, answer === stem.index, () =>
                onChange(stem.index),
              ),
            )}
          </Options>
        </QuestionBox>
      );
    case 2: {
      const chosen = Array.isArray(answer) ? answer : [];
      return (
        <QuestionBox>
          {legend}
          <Options>
            {question.stems.map((stem) => (
              <CheckLabel key={stem.index}>
                <input
                  type="checkbox"
                  checked={chosen.includes(stem.index)}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...chosen, stem.index].sort()
                        : chosen.filter((index) => index !== stem.index),
                    )
                  }
                />
                {stem.index}. {stem.content}
              </CheckLabel>
            ))}
          </Options>
        </QuestionBox>
      );
    }
    case 3:
      return (
        <QuestionBox>
          {legend}
          <Options>
            {radio('true', t('true'), answer === true, () => onChange(true))}
            {radio('false', t('false'), answer === false, () => onChange(false))}
          </Options>
        </QuestionBox>
      );
    case 4: {
      const pairs = answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};
      // The server shuffles the right side for each student (stable across reloads), so it is
      // shown in the order sent: index "2"'s right is not the match of left "2".
      const rights = question.stems;
      return (
        <QuestionBox>
          {legend}
          <Options>
            {question.stems.map((stem) => (
              <CheckLabel as="div" key={stem.index}>
                <label htmlFor={`${id}-${stem.index}`}>
                  {t('matchWith', { left: stem.leftcontent })}
                </label>
                <Select
                  id={`${id}-${stem.index}`}
                  value={pairs[stem.index] ?? ''}
                  disabled={disabled}
                  onChange={(event) => {
                    const next = { ...pairs };
                    // A right side is used once: choosing it here frees it elsewhere.
                    for (const [left, right] of Object.entries(next)) {
                      if (right === event.target.value) delete next[left];
                    }
                    if (event.target.value) next[stem.index] = event.target.value;
                    else delete next[stem.index];
                    onChange(next);
                  }}
                >
                  <option value="">{t('pick')}</option>
                  {rights.map((right) => (
                    <option key={right.index} value={right.index}>
                      {right.rightcontent}
                    </option>
                  ))}
                </Select>
              </CheckLabel>
            ))}
          </Options>
        </QuestionBox>
      );
    }
    default:
      return (
        <QuestionBox>
          {legend}
          <label htmlFor={`${id}-text`}>{t('answer')}</label>
          <Area
            id={`${id}-text`}
            value={typeof answer === 'string' ? answer : ''}
            maxLength={5000}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        </QuestionBox>
      );
  }
}
