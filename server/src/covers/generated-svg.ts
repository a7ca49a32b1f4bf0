/**
 * A book's generated cover as an SVG: its title and author on its own colour (the palette the
 * portal uses, src/core/api/contract/cover-art.ts), each set in a font stack for its own
 * script, so a Chinese title is not drawn in a Latin face's fallback and an English author
 * beside it keeps a Latin one. The catalogue's text is untrusted: it goes in escaped.
 */
import { coverColours } from '../../../src/core/api/contract';

export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 400;
const PADDING = 24;

const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const FONTS = {
  cjk: "'Noto Serif CJK SC','Source Han Serif SC','Songti SC','SimSun',serif",
  latin: "Georgia,'Times New Roman','Noto Serif',serif",
} as const;

/** The font stack for a text: CJK when it has any Han or kana, else Latin. */
export function fontFor(text: string): string {
  return HAN.test(text) ? FONTS.cjk : FONTS.latin;
}

/** Text for an element or a double-quoted attribute. */
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/**
 * The text in lines of at most `perLine` characters (a CJK character counts 2, as it is about
 * twice as wide): Latin text breaks between words, CJK anywhere; at most `maxLines`, the last
 * ending in an ellipsis when text is left over.
 */
export function wrapLines(text: string, perLine: number, maxLines: number): string[] {
  const width = (part: string) => [...part].reduce((sum, c) => sum + (HAN.test(c) ? 2 : 1), 0);
  const tokens = text.trim().match(/[\p{Script=Han}]|[^\s\p{Script=Han}]+|\s+/gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    if (line && width(line + token) > perLine) {
      lines.push(line.trimEnd());
      line = '';
    }
    // A word longer than a line is cut.
    let rest = token;
    while (width(rest) > perLine) {
      const chars = [...rest];
      let cut = 0;
      while (cut < chars.length && width(chars.slice(0, cut + 1).join('')) <= perLine) cut += 1;
      lines.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    line += rest;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${[...kept[maxLines - 1]!].slice(0, -1).join('')}…`;
  return kept;
}

function textBlock(lines: string[], x: number, y: number, size: number, colour: string) {
  return lines
    .map((line, index) => {
      const lang = HAN.test(line) ? 'zh' : 'en';
      return `<text x="${x}" y="${y + index * size * 1.3}" font-family="${escapeXml(fontFor(line))}" font-size="${size}" fill="${colour}" xml:lang="${lang}">${escapeXml(line)}</text>`;
    })
    .join('');
}

/** The SVG document of a book's generated cover. */
export function generatedCoverSvg(book: {
  bookid: number;
  title: string;
  author: string | null;
}): string {
  const colours = coverColours(book);
  const titleSize = 30;
  const authorSize = 20;
  const title = wrapLines(book.title, 16, 6);
  const author = book.author?.trim() ? wrapLines(book.author, 24, 2) : [];
  const authorTop = COVER_HEIGHT - PADDING - (author.length - 1) * authorSize * 1.3;
  const ruleY = authorTop - authorSize - 14;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img" aria-label="${escapeXml(book.title)}">`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${colours.background}"/>`,
    `<g font-weight="700">${textBlock(title, PADDING, PADDING + titleSize, titleSize, colours.text)}</g>`,
    author.length > 0
      ? `<rect x="${PADDING}" y="${ruleY}" width="${COVER_WIDTH * 0.4}" height="2" fill="${colours.detail}" opacity="0.6"/>` +
        textBlock(author, PADDING, authorTop, authorSize, colours.detail)
      : '',
    '</svg>',
  ].join('');
}
