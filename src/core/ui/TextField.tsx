import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { token } from '../theme';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Control = styled.div`
  display: flex;
  align-items: stretch;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};

  &:focus-within {
    border-color: ${token('--lp-color-primary-strong')};
    box-shadow: ${token('--lp-focus-ring')};
  }

  &[data-invalid='true'] {
    border-color: ${token('--lp-color-danger')};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 38px;
  padding: 0 10px;
  border: 0;
  background: transparent;
  font: inherit;
  color: inherit;
  outline: none;
`;

const ErrorText = styled.div`
  color: ${token('--lp-color-danger')};
  font-size: 0.9em;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  /** Rendered inside the field's border, after the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, trailing, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Control data-invalid={error ? 'true' : 'false'}>
        <Input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {trailing}
      </Control>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}
