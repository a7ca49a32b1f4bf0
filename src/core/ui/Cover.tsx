import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { token } from '../theme';
import { GeneratedCover, type CoverBook } from './GeneratedCover';

/**
 * A cover that fails to load is retried up to 3 times, then the default image —
 * which, for a book we know the title of, is drawn from the book (GeneratedCover): a page of
 * books without covers is then not a wall of identical placeholders.
 */
export const MAX_COVER_RETRIES = 3;
/**
 * Retry n waits n × this long: an immediate retry of an image that just failed usually fails
 * the same way, a short pause lets a busy image server recover.
 */
export const COVER_RETRY_DELAY_MS = 400;

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

/** The server's drawing underneath, the real cover over it once it has loaded. */
const Stack = styled.span<{ $width: number }>`
  position: relative;
  display: block;
  flex-shrink: 0;
  align-self: flex-start;
  width: ${({ $width }) => $width}px;
  & > img + img {
    position: absolute;
    inset: 0;
  }
  & > img[data-loaded='false'] {
    opacity: 0;
  }
`;

interface CoverState {
  /** The source these counts belong to: another book's cover starts afresh. */
  src: string | null;
  failures: number;
  /** Between a failure and its retry the default image shows instead of a broken one. */
  waiting: boolean;
}

export function Cover({
  src,
  alt,
  width = 72,
  eager = false,
  book,
  generated,
}: {
  src: string | null;
  /** The image's text alternative; '' where the book is named beside it (decorative). */
  alt: string;
  width?: number;
  /** Loaded with the page, not when scrolled near: for covers a page shows at once. */
  eager?: boolean;
  /** The book, for the cover drawn when there is no image (else the default image shows). */
  book?: CoverBook;
  /**
   * The server's drawing of this book's cover (GET generatedCover): shown at once, the real
   * cover put over it when that loads; no default image and no wait for retries.
   */
  generated?: string;
}) {
  const [state, setState] = useState<CoverState>({ src, failures: 0, waiting: false });
  const current: CoverState = state.src === src ? state : { src, failures: 0, waiting: false };
  if (state !== current) setState(current);

  const { failures, waiting } = current;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => setState((previous) => ({ ...previous, waiting: false })),
      COVER_RETRY_DELAY_MS * failures,
    );
    return () => clearTimeout(timer);
  }, [waiting, failures]);

  const gaveUp = !src || failures > MAX_COVER_RETRIES;
  const showSource = !gaveUp && !waiting;
  const failed = () => {
    if (!showSource) return;
    setState((previous) => ({
      ...previous,
      failures: previous.failures + 1,
      waiting: previous.failures + 1 <= MAX_COVER_RETRIES,
    }));
  };
  // A cover in the page the server sent may fail before the app is there to hear it.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute('src')) failed();
    // Only the first element can have failed unheard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  if (generated) {
    return (
      <Stack $width={width}>
        <Image
          $width={width}
          src={generated}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          data-cover="generated"
        />
        {showSource ? (
          <Image
            ref={image}
            key={failures}
            $width={width}
            src={src}
            // The drawing below already names the book.
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            data-cover="source"
            data-loaded={loadedSrc === src}
            onLoad={() => setLoadedSrc(src)}
            onError={failed}
          />
        ) : null}
      </Stack>
    );
  }
  if (gaveUp && book) return <GeneratedCover book={book} width={width} decorative={alt === ''} />;
  return (
    <Image
      ref={image}
      // A new element per attempt makes the browser request the image again.
      key={`${failures}-${showSource}`}
      $width={width}
      src={showSource ? src : DEFAULT_COVER}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-cover={showSource ? 'source' : 'default'}
      onError={failed}
    />
  );
}
