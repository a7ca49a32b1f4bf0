import { useState } from 'react';
import styled from 'styled-components';
import { token } from '../theme';

/** Spec §8/§9: a cover that fails to load is retried up to 3 times, then the default image. */
export const MAX_COVER_RETRIES = 3;

const DEFAULT_COVER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160"><rect width="120" height="160" fill="#e6efed"/><rect x="22" y="30" width="76" height="100" rx="4" fill="#5ea99a"/><rect x="32" y="44" width="56" height="6" rx="3" fill="#fff"/><rect x="32" y="56" width="40" height="6" rx="3" fill="#fff"/></svg>',
  );

const Image = styled.img<{ $width: number }>`
  display: block;
  flex-shrink: 0;
  /* In a flex row the image must not stretch to the row's height. */
  align-self: flex-start;
  width: ${({ $width }) => $width}px;
  height: auto;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  background: ${token('--lp-color-surface-alt')};
  border-radius: 4px;
`;

export function Cover({
  src,
  alt,
  width = 72,
}: {
  src: string | null;
  alt: string;
  width?: number;
}) {
  const [failures, setFailures] = useState(0);
  const usable = src && failures <= MAX_COVER_RETRIES ? src : null;
  return (
    <Image
      // A new key makes the browser request the image again on each retry.
      key={failures}
      $width={width}
      src={usable ?? DEFAULT_COVER}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => usable && setFailures((count) => count + 1)}
    />
  );
}
