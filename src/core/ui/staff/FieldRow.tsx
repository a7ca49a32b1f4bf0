import { useId, type ReactNode } from 'react';
import { Field, FieldError, Hint } from './styles';

/** What the control of a field row is given: its id, and its refusal's wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldRowProps {
  label: ReactNode;
  /** The control's id (the hint's and the refusal's are made from it); one of its own if absent. */
  id?: string;
  /** The refusal's message when this field is the one refused. */
  error?: string | null;
  /** A line under the control that describes it. */
  hint?: ReactNode;
  className?: string;
  /** The control, given the props that tie it to its label, hint and refusal. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled field of a staff form; when the last save was refused for it, the message is
 * shown beside it and the control is marked invalid and described by it.
 */
export function FieldRow({ label, id, error, hint, className, children }: FieldRowProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Field className={className}>
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <Hint as="div" id={hintId}>
          {hint}
        </Hint>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
