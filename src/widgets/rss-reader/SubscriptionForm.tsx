import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, rssSave, TextField, useApiMutation, type RssSubscription } from '../../core';
import { Actions, Failure, Form, SectionHeading } from './styles';
import { validateSubscription, type SubscriptionErrors } from './validation';

export interface SubscriptionFormProps {
  /** The subscription being edited; none: a new one. */
  editing?: RssSubscription;
  onDone: (saved: RssSubscription | null) => void;
}

/**
 * Adding or editing a subscription. Checked here first so a typo is named beside its
 * field at once; the server checks again and may refuse what only it can know (a private
 * address, a duplicate, the limit), said under the form.
 */
export function SubscriptionForm({ editing, onDone }: SubscriptionFormProps) {
  const { t } = useTranslation('rss');
  const headingId = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const [failure, setFailure] = useState('');
  const saving = useApiMutation(rssSave);
  const nameRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending) return;
    const found = validateSubscription({ name, url });
    setErrors(found);
    setFailure('');
    if (found.name) return nameRef.current?.focus();
    if (found.url) return urlRef.current?.focus();
    // A second submit in the same task (a double click) is ignored by run (undefined).
    const result = await saving.run({
      ...(editing ? { id: editing.id } : {}),
      name: name.trim(),
      url: url.trim(),
    });
    if (!result) return;
    if (result.ok) return onDone(result.data);
    setFailure(result.msg || t(editing ? 'saveError' : 'addError'));
  };

  return (
    <Form aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <SectionHeading id={headingId}>{t(editing ? 'editHeading' : 'addHeading')}</SectionHeading>
      <TextField
        ref={nameRef}
        label={t('name')}
        value={name}
        maxLength={100}
        autoComplete="off"
        error={errors.name ? t(errors.name) : null}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        ref={urlRef}
        label={t('url')}
        type="url"
        inputMode="url"
        value={url}
        maxLength={2000}
        autoComplete="off"
        placeholder="https://"
        title={t('urlHint')}
        error={errors.url ? t(errors.url) : null}
        onChange={(event) => setUrl(event.target.value)}
      />
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Actions>
        <Button type="submit" aria-disabled={saving.isPending || undefined}>
          {t('save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
