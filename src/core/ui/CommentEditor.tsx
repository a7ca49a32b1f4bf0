import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_COMMENT_LENGTH } from '../api/contract';
import { token } from '../theme';
import { Button } from './Button';
import { CheckLabel, controlFrame, FieldLabel, FormError } from './forms';

/*
 * The comment form, shared by the book's comments (lp-book-detail) and reading reviews
 * (lp-reviews), which are the same book comments: one set of rules, one look.
 */

const Muted = styled.span`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 12px;
`;

const TextArea = styled.textarea`
  min-height: 88px;
  padding: 8px 10px;
  ${controlFrame}
  resize: vertical;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** A comment must have content; the server refuses longer than MAX_COMMENT_LENGTH. */
export function validateComment(
  content: string,
): 'comments.contentRequired' | 'comments.tooLong' | null {
  const trimmed = content.trim();
  if (!trimmed) return 'comments.contentRequired';
  if (trimmed.length > MAX_COMMENT_LENGTH) return 'comments.tooLong';
  return null;
}

/** A comment form: a new comment, or one of the reader's own being edited. */
export function CommentEditor({
  label,
  initial,
  submitText,
  onSubmit,
  onCancel,
  autoFocus = false,
  resetOnSave = true,
}: {
  label: string;
  initial: { content: string; anonymous: boolean };
  submitText: string;
  /** Resolves true when saved (the form then empties itself, unless `resetOnSave` is false). */
  onSubmit: (value: { content: string; anonymous: boolean }) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Empty the form once saved (a new comment); false keeps the saved text (an edit page). */
  resetOnSave?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [content, setContent] = useState(initial.content);
  const [anonymous, setAnonymous] = useState(initial.anonymous);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (autoFocus) textRef.current?.focus();
  }, [autoFocus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateComment(content);
    if (invalid) {
      setError(t(invalid, { max: MAX_COMMENT_LENGTH }));
      textRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const saved = await onSubmit({ content: content.trim(), anonymous });
    setBusy(false);
    if (saved && resetOnSave) {
      setContent('');
      setAnonymous(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FieldLabel htmlFor={`${id}-text`}>{label}</FieldLabel>
      <TextArea
        ref={textRef}
        id={`${id}-text`}
        value={content}
        maxLength={MAX_COMMENT_LENGTH}
        placeholder={t('comments.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      {error ? (
        <FormError id={`${id}-error`} role="alert">
          {error}
        </FormError>
      ) : null}
      <Row>
        <CheckLabel>
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
          />
          {t('comments.anonymous')}
        </CheckLabel>
        <Muted id={`${id}-count`}>
          {t('comments.length', { count: content.length, max: MAX_COMMENT_LENGTH })}
        </Muted>
      </Row>
      <Row style={{ justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('comments.submitting') : submitText}
        </Button>
      </Row>
    </Form>
  );
}
