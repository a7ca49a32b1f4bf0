import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../core';
import { Actions, Hint, Secret } from './styles';

/**
 * A generated password, shown this once (the server keeps only its hash): the librarian reads
 * it out or copies it. Closing forgets it.
 */
export function OneTimePassword({
  intro,
  password,
  onClose,
}: {
  intro: string;
  password: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('readers-admin');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a denied permission): the password is on screen.
      setCopied(false);
    }
  };
  return (
    <div part="one-time-password">
      <p>{intro}</p>
      <Secret>{password}</Secret>
      <Hint>{t('passwordNote')}</Hint>
      <Actions>
        <Button type="button" onClick={copy}>
          {copied ? t('copied') : t('copy')}
        </Button>
        <Button type="button" onClick={onClose}>
          {t('close')}
        </Button>
      </Actions>
    </div>
  );
}
