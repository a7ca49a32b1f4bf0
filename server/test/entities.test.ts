import { describe, expect, it } from 'vitest';
import { plainText } from '../src/rss/parse';
import { htmlToText } from '../src/text/html';

// Both places that turn HTML into text decode every named reference of HTML, not a short list:
// a news body or a feed item carrying typographic ones must not show "&rsquo;" to the reader.
const TYPOGRAPHIC = '<p>It&rsquo;s &mdash; caf&eacute;&hellip; &copy; 2024</p>';
const READ = 'It’s — café… © 2024';

describe('HTML entities in text', () => {
  it('a news body shows the characters, not their names', () => {
    expect(htmlToText(TYPOGRAPHIC)).toBe(`\n${READ}\n`);
  });

  it('a feed item shows the characters, not their names', () => {
    expect(plainText(TYPOGRAPHIC, 100)).toBe(READ);
  });

  it('a feed item decodes once, then drops the markup that decoding made', () => {
    expect(plainText('a &amp;lt; b &lt;b&gt;bold&lt;/b&gt;&nbsp;&unknown;', 100)).toBe(
      'a &lt; b bold &unknown;',
    );
  });
});
