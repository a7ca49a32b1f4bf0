import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, TextField, type ImageCaptcha } from '../../core';
import { CaptchaImage, Note, Row } from './styles';

/**
 * The image captcha in front of an SMS (ValidateCode/Get). The SVG is shown as an image, never
 * inlined: markup from the network does not enter the page.
 */
export function Captcha({
  captcha,
  value,
  error,
  onChange,
}: {
  captcha: UseQueryResult<ImageCaptcha>;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  const svg = captcha.data?.svg;
  return (
    <>
      <TextField
        label={t('phone.captcha')}
        value={value}
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <Row>
        {svg ? (
          <CaptchaImage
            alt={t('phone.captchaImage')}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          />
        ) : (
          <Note>{captcha.isError ? t('phone.captchaFailed') : t('phone.captchaLoading')}</Note>
        )}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            onChange('');
            void captcha.refetch();
          }}
        >
          {t('phone.refreshCaptcha')}
        </Button>
      </Row>
    </>
  );
}
