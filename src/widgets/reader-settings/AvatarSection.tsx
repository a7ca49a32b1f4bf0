import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUpload, useApiMutation, useRuntime, useSession } from '../../core';
import { CropEditor } from './CropEditor';
import { ImagePicker } from './ImagePicker';
import { Outcome, refusalText } from './shared';
import { StoredImage } from './StoredImage';
import { Hint, Row } from './styles';

/** The avatar: the current one, a new image chosen, cropped square, uploaded. */
export function AvatarSection() {
  const { t } = useTranslation('settings');
  const { session } = useRuntime();
  const { user } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const uploading = useApiMutation(avatarUpload);
  const busy = uploading.isPending;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (image: Blob) => {
    setError(null);
    const result = await uploading.run(image);
    if (!result) return;
    if (!result.ok) {
      // The crop stays on screen: the reader may try again or choose another image.
      setError(refusalText(result, t, 'image.failed'));
      return;
    }
    session.setUser(result.data);
    setFile(null);
    setDone(t('avatar.uploaded'));
  };

  return (
    <div>
      <Row>
        <StoredImage fileid={user?.avatar} alt={t('avatar.current')} none={t('avatar.none')} />
      </Row>
      <Hint>{t('image.hint')}</Hint>
      <Row>
        <ImagePicker
          label={t('image.choose')}
          disabled={busy}
          onRefused={(refusal) => {
            setDone(null);
            setError(t(refusal));
          }}
          onFile={(chosen) => {
            setDone(null);
            setError(null);
            setFile(chosen);
          }}
        />
      </Row>
      {file ? (
        <CropEditor
          key={`${file.name}:${file.size}:${file.lastModified}`}
          file={file}
          busy={busy}
          onUpload={(image) => void upload(image)}
          onCancel={() => setFile(null)}
          onUnreadable={() => {
            setFile(null);
            setError(t('image.only'));
          }}
        />
      ) : null}
      <Outcome error={error} done={done} />
    </div>
  );
}
