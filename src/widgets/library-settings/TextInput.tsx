import { useId, type InputHTMLAttributes } from 'react';
import { Field, FieldError, Hint, Input } from './styles';

/**
 * A labelled field; when the last save was refused for it, the message is shown beside it and
 * the field is marked invalid and described by it.
 */
export function TextInput({
  label,
  error,
  hint,
  value,
  onValue,
  ...rest
}: {
  label: string;
  /** The refusal's message when this field is the one refused. */
  error?: string | null;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {hint ? (
        <Hint as="div" id={`${id}-hint`}>
          {hint}
        </Hint>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
