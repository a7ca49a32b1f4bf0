import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FieldLabel, QUESTION_TYPES, type QuestionListRequest } from '../../core';
import { Control, Field, Select, Toolbar } from './styles';

/** The bank's filters, applied on submit (a teacher types a few words, then searches). */
export function Filters({
  collect,
  onApply,
}: {
  collect: boolean;
  onApply: (filter: QuestionListRequest) => void;
}) {
  const { t } = useTranslation('questions');
  const ids = { scope: useId(), type: useId(), difficulty: useId(), tag: useId(), text: useId() };
  const [scope, setScope] = useState<'all' | 'mine' | 'shared'>('all');
  const [type, setType] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [tag, setTag] = useState('');
  const [text, setText] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      scope: collect ? undefined : scope,
      type: type ? (Number(type) as QuestionListRequest['type']) : undefined,
      difficulty: difficulty ? (Number(difficulty) as 1 | 2 | 3) : undefined,
      tag: tag.trim() || undefined,
      text: text.trim() || undefined,
    });
  };
  return (
    <form noValidate onSubmit={apply} aria-label={t('bank.filters')}>
      <Toolbar>
        {collect ? null : (
          <Field>
            <FieldLabel htmlFor={ids.scope}>{t('bank.scope')}</FieldLabel>
            <Select
              id={ids.scope}
              value={scope}
              onChange={(e) => setScope(e.target.value as typeof scope)}
            >
              {(['all', 'mine', 'shared'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`bank.scope_${value}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field>
          <FieldLabel htmlFor={ids.type}>{t('bank.type')}</FieldLabel>
          <Select id={ids.type} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t('bank.anyType')}</option>
            {QUESTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`type.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <FieldLabel htmlFor={ids.difficulty}>{t('bank.difficulty')}</FieldLabel>
          <Select
            id={ids.difficulty}
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value)}
          >
            <option value="">{t('bank.anyDifficulty')}</option>
            {[1, 2, 3].map((value) => (
              <option key={value} value={value}>
                {t(`difficulty.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <FieldLabel htmlFor={ids.tag}>{t('bank.tag')}</FieldLabel>
          <Control
            id={ids.tag}
            value={tag}
            maxLength={20}
            onChange={(e) => setTag(e.target.value)}
          />
        </Field>
        <Field>
          <FieldLabel htmlFor={ids.text}>{t('bank.text')}</FieldLabel>
          <Control
            id={ids.text}
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <Button type="submit">{t('bank.search')}</Button>
      </Toolbar>
    </form>
  );
}
