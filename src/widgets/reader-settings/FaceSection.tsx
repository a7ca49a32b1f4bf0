import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, faceImageQuery, faceImageUpload, useApi, useApiMutation } from '../../core';
import { Camera, cameraAvailable } from './Camera';
import { ImagePicker } from './ImagePicker';
import { Outcome, refusalText } from './shared';
import { StoredImage } from './StoredImage';
import { Hint, Row } from './styles';

/**
 * The face image (FaceFeature/Query, /AddForReader): shown, and replaced from a file or, where
 * the browser has one, from the camera.
 */
export function FaceSection() {
  const { t } = useTranslation('settings');
  const api = useApi();
  const face = useQuery(faceImageQuery(api));
  const [camera, setCamera] = useState(false);
  const uploading = useApiMutation(faceImageUpload);
  const busy = uploading.isPending;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (image: Blob) => {
    setError(null);
    setDone(null);
    const result = await uploading.run(image);
    if (!result) return;
    if (!result.ok) {
      setError(refusalText(result, t, 'image.failed'));
      return;
    }
    setCamera(false);
    setDone(t('face.uploaded'));
  };

  return (
    <div>
      <Row>
        <StoredImage fileid={face.data?.fileid} alt={t('face.current')} none={t('face.none')} />
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
          onFile={(file) => void upload(file)}
        />
        {cameraAvailable() && !camera ? (
          <Button type="button" $variant="secondary" onClick={() => setCamera(true)}>
            {t('face.camera')}
          </Button>
        ) : null}
      </Row>
      {camera ? (
        <Camera
          busy={busy}
          onPhoto={(photo) => void upload(photo)}
          onClose={() => setCamera(false)}
          onFailed={() => {
            setCamera(false);
            setError(t('face.cameraFailed'));
          }}
        />
      ) : null}
      <Outcome error={error} done={done} />
    </div>
  );
}
