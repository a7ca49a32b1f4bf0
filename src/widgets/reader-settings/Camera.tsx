import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../core';
import { canvasBlob } from './crop';
import { Row, Video } from './styles';

/** Whether this browser can be asked for a camera (a secure page with mediaDevices). */
export const cameraAvailable = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The camera's live picture and a button that takes one frame as a JPEG. The stream stops when
 * the camera is closed or the component leaves, so the camera light goes off.
 */
export function Camera({
  busy,
  onPhoto,
  onClose,
  onFailed,
}: {
  busy: boolean;
  onPhoto: (photo: Blob) => void;
  onClose: () => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation('settings');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);

  useEffect(() => {
    let live: MediaStream | null = null;
    let gone = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((opened) => {
        if (gone) return opened.getTracks().forEach((track) => track.stop());
        live = opened;
        setStream(opened);
      })
      .catch(() => {
        if (!gone) onFailed();
      });
    return () => {
      gone = true;
      live?.getTracks().forEach((track) => track.stop());
    };
    // Opened once per showing; onFailed may change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (video && stream) video.srcObject = stream;
  }, [stream]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video || !stream || busy || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const photo = await canvasBlob(canvas);
    if (photo) onPhoto(photo);
    else onFailed();
  };

  return (
    <div>
      <Video ref={videoRef} autoPlay muted playsInline aria-label={t('face.video')} />
      <Row>
        <Button type="button" aria-disabled={!stream || busy} onClick={() => void capture()}>
          {t('face.capture')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('face.stopCamera')}
        </Button>
      </Row>
    </div>
  );
}
