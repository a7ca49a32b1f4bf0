import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type MediaPhoto } from '../../core';
import { VisuallyHidden } from '../../core/ui/VisuallyHidden';
import { useFileUrl } from '../../core/ui/useFileUrl';
import { Controls, Meta, Thumbs, Viewer } from './styles';

/** Keys that move through the album, and where each goes. */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowRight: (index, last) => Math.min(last, index + 1),
  Home: () => 0,
  End: (_, last) => last,
};

function Thumb({
  photo,
  index,
  current,
  onShow,
  buttonRef,
}: {
  photo: MediaPhoto;
  index: number;
  current: boolean;
  onShow: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation('media');
  const image = useFileUrl(photo.fileid);
  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        aria-current={current}
        aria-label={t('album.showPhoto', { index: index + 1, caption: photo.caption })}
        onClick={onShow}
      >
        {image.url ? <img src={image.url} alt="" /> : <span>{index + 1}</span>}
      </button>
    </li>
  );
}

/**
 * An album as an accessible gallery: one photo at a time with its caption (also its alt
 * text), previous and next, thumbnails, and the arrow keys (Home, End) anywhere in it. The
 * focus stays where the reader is: on the photo, or moves with them along the thumbnails.
 */
export function Gallery({ title, photos }: { title: string; photos: MediaPhoto[] }) {
  const { t } = useTranslation('media');
  const hintId = useId();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const last = photos.length - 1;
  const photo = photos[index];
  const image = useFileUrl(photo?.fileid);
  if (!photo) return <Meta>{t('album.empty')}</Meta>;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, last);
    setIndex(next);
    // Moving along the thumbnails: the focus follows, as in any list moved by arrows.
    if (thumbs.current.includes(event.target as HTMLButtonElement)) thumbs.current[next]?.focus();
  };

  return (
    <div
      role="group"
      aria-label={t('album.gallery', { title })}
      onKeyDown={onKeyDown}
      part="gallery"
    >
      <VisuallyHidden id={hintId}>{t('album.hint')}</VisuallyHidden>
      <Viewer tabIndex={0} aria-describedby={hintId} part="photo">
        {image.url ? (
          <img src={image.url} alt={photo.caption} />
        ) : (
          <div role="img" aria-label={photo.caption} />
        )}
        <figcaption>{photo.caption}</figcaption>
      </Viewer>
      <Controls>
        <Button
          type="button"
          $variant="secondary"
          aria-disabled={index === 0 ? true : undefined}
          onClick={() => setIndex(Math.max(0, index - 1))}
        >
          {t('album.previous')}
        </Button>
        <span role="status" aria-live="polite">
          {t('album.photo', { index: index + 1, total: photos.length })}
        </span>
        <Button
          type="button"
          $variant="secondary"
          aria-disabled={index === last ? true : undefined}
          onClick={() => setIndex(Math.min(last, index + 1))}
        >
          {t('album.next')}
        </Button>
      </Controls>
      <Thumbs aria-label={t('album.thumbnails')}>
        {photos.map((item, at) => (
          <Thumb
            key={item.fileid}
            photo={item}
            index={at}
            current={at === index}
            onShow={() => setIndex(at)}
            buttonRef={(button) => {
              thumbs.current[at] = button;
            }}
          />
        ))}
      </Thumbs>
    </div>
  );
}
