import styled from 'styled-components';
import { coverColours, type CoverColours } from './generated-cover';

/** What a generated cover shows of a book (a catalogue entry has these fields as they are). */
export interface CoverBook {
  /** Picks the colour (else the title does): the same book looks the same everywhere. */
  bookid?: number | string | null;
  title: string;
  author?: string | null;
}

// Sizes in proportion to the cover's width, so a 72 px result and a 140 px detail cover are
// the same design. Colours through props, not a style attribute: a page's CSP may refuse
// those in the server-rendered HTML.
const Frame = styled.div<{ $width: number; $colours: CoverColours }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  align-self: flex-start;
  width: ${({ $width }) => $width}px;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  padding: ${({ $width }) => Math.round($width * 0.1)}px;
  border-radius: 4px;
  background: ${({ $colours }) => $colours.background};
  color: ${({ $colours }) => $colours.text};
  /* A cloth binding's spine edge. */
  box-shadow: inset ${({ $width }) => Math.max(3, Math.round($width * 0.05))}px 0 0
    rgba(0, 0, 0, 0.25);
  font-family: inherit;
  text-align: start;
  overflow-wrap: anywhere;
`;

const clamp = (lines: number) => `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

const Title = styled.span<{ $width: number }>`
  ${clamp(4)}
  font-size: ${({ $width }) => Math.max(9, Math.round($width * 0.125))}px;
  font-weight: 700;
  line-height: 1.25;
`;

const Rule = styled.span<{ $width: number }>`
  display: block;
  flex-shrink: 0;
  width: 40%;
  height: ${({ $width }) => ($width >= 120 ? 2 : 1)}px;
  margin: ${({ $width }) => Math.round($width * 0.06)}px 0;
  background: currentColor;
  opacity: 0.6;
`;

const Author = styled.span<{ $width: number; $colours: CoverColours }>`
  ${clamp(2)}
  margin-top: auto;
  color: ${({ $colours }) => $colours.detail};
  font-size: ${({ $width }) => Math.max(8, Math.round($width * 0.1))}px;
  line-height: 1.25;
`;

/**
 * A cover drawn for a book without a reachable image: its title and author on a colour of its
 * own, the size of a real cover. The text is the catalogue's, untrusted, so it goes in as text
 * (React escapes it), never as markup. Its accessible name is the title; where the caller
 * marks the cover decorative (`decorative`: the title is read beside it, as in a card whose
 * link names the book), it is hidden from assistive technology instead.
 */
export function GeneratedCover({
  book,
  width,
  decorative = false,
}: {
  book: CoverBook;
  width: number;
  decorative?: boolean;
}) {
  const colours = coverColours(book);
  const author = book.author?.trim();
  return (
    <Frame
      $width={width}
      $colours={colours}
      data-cover="generated"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': book.title })}
    >
      <Title $width={width}>{book.title}</Title>
      {author ? (
        <>
          <Rule $width={width} />
          <Author $width={width} $colours={colours}>
            {author}
          </Author>
        </>
      ) : null}
    </Frame>
  );
}
