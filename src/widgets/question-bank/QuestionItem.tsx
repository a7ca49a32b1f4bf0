import { useTranslation } from 'react-i18next';
import { Button, type ListedQuestion } from '../../core';
import { Item, Meta, Row } from './styles';

interface Props {
  question: ListedQuestion;
  onEdit: (question: ListedQuestion) => void;
  onDelete: (question: ListedQuestion) => void;
  onCollect: (question: ListedQuestion, collected: boolean) => void;
}

/** A stem as the teacher reads it: options with their letter, pairs as left — right. */
const stemText = (stem: ListedQuestion['stems'][number]) =>
  stem.leftcontent !== undefined
    ? `${stem.leftcontent} — ${stem.rightcontent ?? ''}`
    : `${stem.index}. ${stem.content}`;

/** One question of the bank with its key and the actions the teacher may take on it. */
export function QuestionItem({ question, onEdit, onDelete, onCollect }: Props) {
  const { t } = useTranslation('questions');
  const key = question.key;
  const keyText =
    typeof key === 'boolean'
      ? t(key ? 'editor.true' : 'editor.false')
      : Array.isArray(key)
        ? key.join(', ')
        : typeof key === 'string'
          ? key
          : '';
  return (
    <Item>
      <Meta>
        {t(`type.${question.type}`)} · {t(`difficulty.${question.difficulty}`)} ·{' '}
        {t('bank.points', { count: question.points })} ·{' '}
        {question.mine
          ? t(question.shared ? 'bank.shared' : 'bank.private')
          : t('bank.author', { name: question.authorname })}
      </Meta>
      <strong>{question.title}</strong>
      {question.stems.length > 0 ? (
        <ul>
          {question.stems.map((stem) => (
            <li key={stem.index}>{stemText(stem)}</li>
          ))}
        </ul>
      ) : null}
      {keyText ? <Meta>{`${t('editor.modelAnswer')}: ${keyText}`}</Meta> : null}
      {question.bookname ? <Meta>{t('bank.book', { name: question.bookname })}</Meta> : null}
      {question.tags.length > 0 ? (
        <Meta>{t('bank.tags', { tags: question.tags.join(', ') })}</Meta>
      ) : null}
      <Row>
        {question.mine ? (
          <>
            <Button type="button" $variant="secondary" onClick={() => onEdit(question)}>
              {t('bank.edit')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => onDelete(question)}>
              {t('bank.delete')}
            </Button>
          </>
        ) : (
          <Button
            type="button"
            $variant={question.collected ? 'primary' : 'secondary'}
            aria-pressed={question.collected}
            onClick={() => onCollect(question, !question.collected)}
          >
            {t(question.collected ? 'bank.uncollect' : 'bank.collect')}
          </Button>
        )}
      </Row>
    </Item>
  );
}
