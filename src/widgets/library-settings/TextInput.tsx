import type { InputHTMLAttributes } from 'react';
import { FieldRow } from '../../core/ui/staff';
import { Input } from '../../core/ui/staff/styles';

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
  return (
    <FieldRow label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
      )}
    </FieldRow>
  );
}
