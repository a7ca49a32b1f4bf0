import { useTranslation } from 'react-i18next';
import { Button, useLibraryTimeZone, type Writing } from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Meta, Panel, Prose, StatusBadge, WritingText } from '../../core/ui/WritingView';
import { SubHeading, Toolbar } from './styles';

/** A submitted or marked piece, read-only, with the teacher's score and comment. */
export function Feedback({ piece, onBack }: { piece: Writing; onBack: () => void }) {
  const { t, i18n } = useTranslation('writing');
  const timeZone = useLibraryTimeZone();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, timeZone) : '');
  return (
    <article part="feedback">
      <StatusBadge status={piece.status} />
      <WritingText piece={piece} />
      {piece.submittedat ? (
        <Meta>{t('feedback.submittedAt', { time: when(piece.submittedat) })}</Meta>
      ) : null}
      <Panel aria-label={t('feedback.heading')}>
        <SubHeading>{t('feedback.heading')}</SubHeading>
        {piece.status === 'marked' ? (
          <>
            <p>
              <strong>{t('feedback.score', { score: piece.score })}</strong>
            </p>
            <Meta>{t('feedback.comment')}</Meta>
            {piece.comment ? <Prose>{piece.comment}</Prose> : <p>{t('feedback.noComment')}</p>}
            {piece.markedat ? (
              <Meta>{t('feedback.markedAt', { time: when(piece.markedat) })}</Meta>
            ) : null}
          </>
        ) : (
          <p>{t('feedback.waiting')}</p>
        )}
      </Panel>
      <Toolbar>
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t('editor.back')}
        </Button>
      </Toolbar>
    </article>
  );
}
