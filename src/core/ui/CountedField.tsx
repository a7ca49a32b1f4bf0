import { useId } from 'react';
import styled from 'styled-components';
import { token } from '../theme';
import { controlFrame, FieldLabel, FormError } from './forms';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
`;

const Input = styled.input`
  ${controlFrame}
  min-height: 38px;
  padding: 0 10px;
`;

const Area = styled.textarea<{ $rows: number }>`
  ${controlFrame}
  min-height: ${({ $rows }) => $rows * 1.6}em;
  padding: 8px 10px;
  line-height: 1.6;
  resize: vertical;
`;

const Count = styled.span`
  align-self: flex-end;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

/**
 * A labelled text input or text area with a character count against its limit. No
 * `maxlength`: a pasted text longer than the limit is kept whole (the browser would cut it
 * silently) and the message says how much to remove.
 */
export function CountedField({
  label,
  value,
  max,
  rows = 0,
  count,
  error,
  readOnly,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  /** 0: one line; more: a text area this many lines high. */
  rows?: number;
  /** The count's text (translated by the caller), shown for text areas. */
  count?: string;
  error?: string | null;
  readOnly?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const described = [error ? errorId : '', count ? countId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    readOnly,
    // Past its limit the field is invalid even before the caller words the message.
    'aria-invalid': error || value.length > max ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {rows > 0 ? (
        <Area {...common} $rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {count ? (
        <Count id={countId} aria-live="off">
          {count}
        </Count>
      ) : null}
      {error ? <FormError id={errorId}>{error}</FormError> : null}
    </Field>
  );
}
