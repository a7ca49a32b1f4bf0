/**
 * The colours of a generated cover (a book without a reachable cover image): picked from the
 * book by a stable hash, so a page of such books is not a wall of identical placeholders and
 * the same book looks the same on every page, in every render (server and browser alike). The
 * server draws the cover as an SVG (GET generatedCover), the portal shows it at once and puts
 * the book's real cover over it when that loads.
 */

export const CoverPath = {
  /** GET ?bookid=: the book's generated cover, an SVG (public: title and author only). */
  generatedCover: '/LibraryApi/Book/GeneratedCover',
} as const;

export interface CoverColours {
  background: string;
  /** The title. */
  text: string;
  /** The author, smaller: it needs the same contrast as the title (WCAG 1.4.3, AA). */
  detail: string;
}

const WHITE = '#ffffff';
const CREAM = '#f6eedc';

/**
 * Deep, muted shades of a library shelf's cloth bindings, each with at least 4.5:1 contrast
 * for both text colours (tested), so every cover's title and author meet WCAG AA however
 * small they are set.
 */
export const COVER_PALETTE: readonly CoverColours[] = [
  { background: '#2f5d62', text: WHITE, detail: CREAM },
  { background: '#3f6f5f', text: WHITE, detail: CREAM },
  { background: '#2e5a88', text: WHITE, detail: CREAM },
  { background: '#1f4e5f', text: WHITE, detail: CREAM },
  { background: '#4a4e69', text: WHITE, detail: CREAM },
  { background: '#5b4a8a', text: WHITE, detail: CREAM },
  { background: '#7a3e48', text: WHITE, detail: CREAM },
  { background: '#8c3b3b', text: WHITE, detail: CREAM },
  { background: '#8a4b1f', text: WHITE, detail: CREAM },
  { background: '#6b5b2e', text: WHITE, detail: CREAM },
  { background: '#3d6b45', text: WHITE, detail: CREAM },
  { background: '#5a5a5a', text: WHITE, detail: CREAM },
];

/** FNV-1a over the UTF-16 code units: tiny, stable across runtimes, well spread for short keys. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The colours of a book's generated cover: by its id when it has one, else by its title. */
export function coverColours(book: {
  bookid?: number | string | null;
  title: string;
}): CoverColours {
  const key =
    book.bookid !== undefined && book.bookid !== null ? `id:${book.bookid}` : `title:${book.title}`;
  return COVER_PALETTE[stableHash(key) % COVER_PALETTE.length]!;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
