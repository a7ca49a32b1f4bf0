import { describe, expect, it } from 'vitest';
import { COVER_PALETTE, contrastRatio, coverColours, stableHash } from './generated-cover';

describe('generated cover colours', () => {
  it('give every palette entry’s title and author at least 4.5:1 contrast (WCAG AA)', () => {
    for (const colours of COVER_PALETTE) {
      expect(
        contrastRatio(colours.text, colours.background),
        colours.background,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(colours.detail, colours.background),
        colours.background,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measure contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5ea99a', '#5ea99a')).toBe(1);
    // The theme's primary on white, a pair known to pass AA just: 4.69.
    expect(contrastRatio('#3f7f72', '#ffffff')).toBeCloseTo(4.69, 1);
  });

  it('hash with FNV-1a, the same in every runtime (its published test vectors)', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(stableHash('foobar')).toBe(0xbf9cf968);
  });

  it('are the same for a book every time, by its id whatever its title says', () => {
    const book = { bookid: 4242, title: '三体' };
    expect(coverColours(book)).toBe(coverColours({ ...book }));
    expect(coverColours({ bookid: 4242, title: 'The Three-Body Problem' })).toBe(
      coverColours(book),
    );
    // Without an id, the title decides.
    expect(coverColours({ title: '球状闪电' })).toBe(
      coverColours({ bookid: null, title: '球状闪电' }),
    );
  });

  it('differ between books: a page of 20 uses many colours, and every colour is used', () => {
    const page = Array.from({ length: 20 }, (_, index) =>
      coverColours({ bookid: index + 1, title: '' }),
    );
    expect(new Set(page).size).toBeGreaterThanOrEqual(8);
    const neighbours = page.slice(1).filter((colours, index) => colours !== page[index]);
    expect(neighbours.length).toBeGreaterThanOrEqual(15);
    const counts = new Map<unknown, number>();
    for (let bookid = 1; bookid <= 1200; bookid += 1) {
      const colours = coverColours({ bookid, title: '' });
      counts.set(colours, (counts.get(colours) ?? 0) + 1);
    }
    expect(counts.size).toBe(COVER_PALETTE.length);
    // No colour takes more than twice its share.
    expect(Math.max(...counts.values())).toBeLessThan((2 * 1200) / COVER_PALETTE.length);
  });

  it('differ between titles too', () => {
    const titles = ['三体', '球状闪电', '流浪地球', 'Dune', 'Emma', 'Ulysses', 'Beloved', 'Hamlet'];
    expect(new Set(titles.map((title) => coverColours({ title }))).size).toBeGreaterThanOrEqual(4);
  });
});
