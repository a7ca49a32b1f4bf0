import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  librarySettingsImage,
  useApi,
  useApiMutation,
  type SettingsGeneral,
  type SettingsImageKind,
} from '../../core';
import { StaffPanel } from '../../core/ui/staff';
import { Field, Hint, Input, Status } from '../../core/ui/staff/styles';
import { Images } from './styles';

const KINDS: { kind: SettingsImageKind; column: 'logofileid' | 'bannerfileid' }[] = [
  { kind: 'logo', column: 'logofileid' },
  { kind: 'banner', column: 'bannerfileid' },
];

/** The current logo and banner, and a new one of each through the server's image pipeline. */
export function ImagesSection({ general }: { general: SettingsGeneral }) {
  const { t } = useTranslation('settings-admin');
  const api = useApi();
  const idPrefix = useId();
  const upload = useApiMutation(librarySettingsImage);
  const [chosen, setChosen] = useState<Partial<Record<SettingsImageKind, File>>>({});
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  const submit = (kind: SettingsImageKind) => async (event: FormEvent) => {
    event.preventDefault();
    const file = chosen[kind];
    if (!file) return;
    const result = await upload.run({ kind, file });
    if (!result) return;
    setStatus(
      result.ok
        ? { text: t('uploaded', { kind: t(kind) }), error: false }
        : { text: result.msg, error: true },
    );
  };

  return (
    <StaffPanel heading={t('images')} part="images">
      <Hint>{t('imagesHint')}</Hint>
      <Images>
        {KINDS.map(({ kind, column }) => {
          const fileid = general[column];
          const inputId = `${idPrefix}-${kind}`;
          return (
            <form key={kind} onSubmit={submit(kind)} noValidate>
              <Field>
                {fileid ? (
                  <img src={api.fileUrl(fileid)} alt={t('currentImage', { kind: t(kind) })} />
                ) : (
                  <span>{t('noImage', { kind: t(kind) })}</span>
                )}
                <label htmlFor={inputId}>{t('chooseImage', { kind: t(kind) })}</label>
                <Input
                  id={inputId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  onChange={(event) =>
                    setChosen((files) => ({ ...files, [kind]: event.target.files?.[0] }))
                  }
                />
                <Button type="submit" disabled={upload.isPending || !chosen[kind]}>
                  {t('upload', { kind: t(kind) })}
                </Button>
              </Field>
            </form>
          );
        })}
      </Images>
      <Status role="status" $error={status?.error ?? false}>
        {status?.text ?? ''}
      </Status>
    </StaffPanel>
  );
}
