import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FieldLabel,
  FormError,
  MAX_MESSAGE_LENGTH,
  messageAdd,
  useApiMutation,
} from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { Counter, Form, SectionHeading, TextArea } from './styles';

/** Characters as the reader sees them (an emoji is one), as the server counts them. */
const lengthOf = (text: string) => [...text].length;

/** The message board form: a message is required and at most 500 characters. */
export function MessageForm() {
  const { t } = useTranslation('circulation');
  const { t: tc } = useTranslation();
  const headingId = useId();
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const post = useApiMutation(messageAdd);
  const busy = post.isPending;
  const [status, setStatus] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const content = text.trim();
    const problem =
      content === ''
        ? t('messages.required')
        : lengthOf(content) > MAX_MESSAGE_LENGTH
          ? t('messages.tooLong', { max: MAX_MESSAGE_LENGTH })
          : '';
    setError(problem);
    setStatus('');
    if (problem) {
      textRef.current?.focus();
      return;
    }
    // A second submit while this one is pending is ignored by run (undefined).
    const result = await post.run(content);
    if (!result) return;
    if (!result.ok) {
      setError(result.msg || tc('common.requestError'));
      return;
    }
    setText('');
    setStatus(t('messages.posted'));
  };

  return (
    <section aria-labelledby={headingId} part="board">
      <SectionHeading id={headingId}>{t('messages.formHeading')}</SectionHeading>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <FieldLabel htmlFor={fieldId}>{t('messages.label')}</FieldLabel>
        <TextArea
          ref={textRef}
          id={fieldId}
          value={text}
          placeholder={t('messages.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${counterId}` : counterId}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError('');
          }}
        />
        <Counter id={counterId}>
          {t('messages.count', { count: lengthOf(text), max: MAX_MESSAGE_LENGTH })}
        </Counter>
        {error ? (
          <FormError id={errorId} role="alert">
            {error}
          </FormError>
        ) : null}
        <div>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? t('messages.submitting') : t('messages.submit')}
          </Button>
        </div>
        <StatusLine role="status">{status}</StatusLine>
      </Form>
    </section>
  );
}
