import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Writing, WritingStatus } from '../api/contract';
import { token } from '../theme';

/*
 * A composition or reading note read back: by the student once submitted (lp-composition) and
 * by the teacher marking it (lp-composition-marking). The student's text is shown as text,
 * its line breaks kept: never as markup.
 */

export const Prose = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.7;
  margin: 6px 0 12px;
`;

const Quote = styled.blockquote`
  margin: 6px 0 12px;
  padding: 6px 12px;
  border-inline-start: 3px solid ${token('--lp-color-border')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Panel = styled.section`
  margin: 12px 0;
  padding: 12px 14px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface-alt')};
`;

export const Meta = styled.p`
  margin: 2px 0;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

const Badge = styled.span<{ $strong: boolean }>`
  display: inline-block;
  padding: 0 8px;
  border-radius: 999px;
  border: 1px solid ${token('--lp-color-border')};
  font-weight: ${({ $strong }) => ($strong ? 600 : 400)};
  white-space: nowrap;
`;

const Title = styled.h3`
  margin: 8px 0 4px;
  font-size: 1.1em;
`;

/** A piece's status as a word (draft, submitted, returned for revision, marked). */
export function StatusBadge({ status }: { status: WritingStatus }) {
  const { t } = useTranslation('writing');
  return <Badge $strong={status === 'returned'}>{t(`status.${status}`)}</Badge>;
}

/** The piece's title, book, quote and text. */
export function WritingText({ piece }: { piece: Writing }) {
  const { t } = useTranslation('writing');
  const heading = piece.kind === 'note' ? piece.booktitle : piece.title;
  return (
    <>
      <Title>{heading || t('list.untitled')}</Title>
      {piece.kind === 'composition' && piece.booktitle ? (
        <Meta>
          {t('translation:common.fieldLabel', { label: t('editor.book') })}
          {piece.booktitle}
        </Meta>
      ) : null}
      {piece.kind === 'note' && piece.excerpt ? (
        <>
          <Meta>{t('editor.excerpt')}</Meta>
          <Quote>{piece.excerpt}</Quote>
        </>
      ) : null}
      {piece.kind === 'note' ? <Meta>{t('editor.body_note')}</Meta> : null}
      <Prose>{piece.body}</Prose>
    </>
  );
}
