import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  MAX_WRITING_COMMENT,
  MAX_WRITING_SCORE,
  type TeacherWriting,
  useApiMutation,
  useLibraryTimeZone,
  writingMark,
} from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { CountedField } from '../../core/ui/CountedField';
import { formatDateTime } from '../../core/ui/format';
import { FieldLabel, FormError } from '../../core/ui/forms';
import { Meta, Panel, StatusBadge, WritingText } from '../../core/ui/WritingView';
import { Row, ScoreInput } from './styles';

/** A whole score from 0 to the maximum, or null. */
function scoreOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const score = Number(text.trim());
  return score <= MAX_WRITING_SCORE ? score : null;
}

/** One submission read in full, with its mark (score and comment) or its return for revision. */
export function MarkPanel({ piece, onBack }: { piece: TeacherWriting; onBack: () => void }) {
  const { t, i18n } = useTranslation('writing');
  const timeZone = useLibraryTimeZone();
  const marking = useApiMutation(writingMark);
  const busy = marking.isPending;
  const scoreId = useId();
  const errorId = useId();
  const [score, setScore] = useState(piece.score === null ? '' : String(piece.score));
  const [comment, setComment] = useState(piece.comment);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [current, setCurrent] = useState(piece);
  const markable = current.status === 'submitted' || current.status === 'marked';

  const send = async (returning: boolean) => {
    const value = scoreOf(score);
    if (comment.length > MAX_WRITING_COMMENT) return;
    if (!returning && value === null) {
      setError(t('marking.scoreRequired', { max: MAX_WRITING_SCORE }));
      return;
    }
    if (returning && !comment.trim()) {
      setError(t('marking.returnNeedsComment'));
      return;
    }
    setError('');
    const result = await marking.run({
      id: current.id,
      score: returning ? null : value,
      comment,
    });
    if (!result) return;
    if (!result.ok) {
      setError(result.msg);
      return;
    }
    setCurrent(result.data);
    setStatus(t(returning ? 'marking.returned' : 'marking.marked'));
  };

  return (
    <article part="submission">
      <Meta>
        {t('marking.byStudent', { name: current.studentname, class: current.department ?? '' })}
        {current.submittedat
          ? ` · ${t('feedback.submittedAt', { time: formatDateTime(current.submittedat, i18n.language, timeZone) })}`
          : ''}
      </Meta>
      <StatusBadge status={current.status} />
      <WritingText piece={current} />
      <Panel aria-label={t('feedback.heading')}>
        <Row>
          <FieldLabel htmlFor={scoreId}>
            {t('marking.score', { max: MAX_WRITING_SCORE })}
          </FieldLabel>
          <ScoreInput
            id={scoreId}
            inputMode="numeric"
            value={score}
            disabled={!markable}
            aria-invalid={error && scoreOf(score) === null ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setScore(event.target.value)}
          />
        </Row>
        <CountedField
          label={t('marking.comment')}
          value={comment}
          max={MAX_WRITING_COMMENT}
          rows={4}
          readOnly={!markable}
          count={t('editor.count', { count: comment.length, max: MAX_WRITING_COMMENT })}
          error={
            comment.length > MAX_WRITING_COMMENT
              ? t('editor.tooLong', {
                  field: t('marking.comment'),
                  max: MAX_WRITING_COMMENT,
                  over: comment.length - MAX_WRITING_COMMENT,
                })
              : null
          }
          onChange={setComment}
        />
        {error ? (
          <FormError id={errorId} role="alert">
            {error}
          </FormError>
        ) : null}
        <Row>
          <Button type="button" disabled={!markable || busy} onClick={() => void send(false)}>
            {t('marking.mark')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={current.status !== 'submitted' || busy}
            onClick={() => void send(true)}
          >
            {t('marking.return')}
          </Button>
          <Button type="button" $variant="ghost" onClick={onBack}>
            {t('marking.back')}
          </Button>
        </Row>
        <StatusLine role="status">{status}</StatusLine>
      </Panel>
    </article>
  );
}
