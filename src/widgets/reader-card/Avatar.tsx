import { useQuery } from '@tanstack/react-query';
import { avatarQuery, useApi } from '../../core';
import { AvatarFrame } from './styles';

/** Without an avatar a default figure is shown (drawn here, no extra download). */
function DefaultFigure() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" fill="#d9e8e4" />
      <circle cx="32" cy="24" r="12" fill="#5ea99a" />
      <path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#5ea99a" />
    </svg>
  );
}

/**
 * The reader's avatar. An avatar is served only to those allowed to see it, so it is fetched
 * with the reader's token (an <img src> cannot send one); the default figure meanwhile.
 */
export function Avatar({ fileid, label }: { fileid: string | null; label: string }) {
  const api = useApi();
  const image = useQuery(avatarQuery(api, fileid));
  return (
    <AvatarFrame role="img" aria-label={label}>
      {image.data ? <img src={image.data} alt="" width={64} height={64} /> : <DefaultFigure />}
    </AvatarFrame>
  );
}
