import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../core';
import {
  AVATAR_SIDE,
  CENTRED,
  MAX_ZOOM,
  canvasBlob,
  drawSquare,
  sourceSquare,
  type CropChoice,
} from './crop';
import { useDataUrl } from './shared';
import { AVATAR_PREVIEW, Hint, Preview, Row, Slider } from './styles';

/**
 * A square crop of the chosen image: zoom and position sliders (keyboard and screen-reader
 * friendly), a live round preview, and the crop drawn at AVATAR_SIDE when the reader uploads.
 */
export function CropEditor({
  file,
  busy,
  onUpload,
  onCancel,
  onUnreadable,
}: {
  file: File;
  busy: boolean;
  onUpload: (image: Blob) => void;
  onCancel: () => void;
  /** The file claimed to be an image but the browser cannot decode it. */
  onUnreadable: () => void;
}) {
  const { t } = useTranslation('settings');
  const url = useDataUrl(file);
  const imageRef = useRef<HTMLImageElement>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [choice, setChoice] = useState<CropChoice>(CENTRED);

  useEffect(() => {
    const image = imageRef.current;
    const canvas = previewRef.current;
    if (!loaded || !image || !canvas) return;
    drawSquare(canvas, image, sourceSquare(image.naturalWidth, image.naturalHeight, choice));
  }, [loaded, choice]);

  const upload = async () => {
    const image = imageRef.current;
    if (!image || busy || !loaded) return;
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIDE;
    canvas.height = AVATAR_SIDE;
    const square = sourceSquare(image.naturalWidth, image.naturalHeight, choice);
    const blob = drawSquare(canvas, image, square) ? await canvasBlob(canvas) : null;
    if (blob) onUpload(blob);
    else onUnreadable();
  };

  const slider = (
    name: keyof CropChoice,
    label: string,
    min: number,
    max: number,
    step: number,
  ) => (
    <Slider>
      <span>{label}</span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={choice[name]}
        onChange={(event) => setChoice({ ...choice, [name]: Number(event.target.value) })}
      />
    </Slider>
  );

  return (
    <div role="group" aria-label={t('avatar.crop')}>
      {url ? (
        <img
          ref={imageRef}
          src={url}
          alt=""
          hidden
          onLoad={() => setLoaded(true)}
          onError={onUnreadable}
        />
      ) : null}
      <Hint>{t('avatar.cropHint')}</Hint>
      <Row>
        <Preview
          ref={previewRef}
          width={AVATAR_PREVIEW}
          height={AVATAR_PREVIEW}
          role="img"
          aria-label={t('avatar.preview')}
        />
      </Row>
      {slider('zoom', t('avatar.zoom'), 1, MAX_ZOOM, 0.1)}
      {slider('x', t('avatar.x'), 0, 100, 1)}
      {slider('y', t('avatar.y'), 0, 100, 1)}
      <Row>
        <Button type="button" aria-disabled={!loaded || busy} onClick={() => void upload()}>
          {busy ? t('image.uploading') : t('avatar.upload')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('avatar.cancel')}
        </Button>
      </Row>
    </div>
  );
}
