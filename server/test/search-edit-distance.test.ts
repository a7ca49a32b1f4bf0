import { describe, expect, it } from 'vitest';
import { closestWord, editDistance, vocabularyByLength } from '../src/search/edit-distance';

describe('editDistance', () => {
  it.each([
    ['harry', 'harry', 0],
    ['hrary', 'harry', 1], // swap
    ['pottre', 'potter', 1], // swap at the end
    ['rowlign', 'rowling', 1],
    ['hungr', 'hunger', 1], // missing letter
    ['hungeer', 'hunger', 0.5], // a letter typed twice
    ['poter', 'potter', 0.5], // a double letter typed once
    ['hungar', 'hunger', 1], // wrong letter
    ['rwolign', 'rowling', 2], // two swaps
    ['poterr', 'potter', 1], // both slips at once
    ['poterr', 'porter', 1.5],
    ['poterr', 'peter', 1.5],
    ['ca', 'abc', 3], // optimal string alignment: no edit of a swapped pair
    ['', 'abc', 3],
    ['', 'aaa', 2], // the first a is a full edit, the repeats half
    ['kitten', 'sitting', 3],
  ])('%s → %s is %d', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('reports anything beyond the bound as Infinity', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(Infinity);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('harry', 'potter', 1)).toBe(Infinity);
    expect(editDistance('tea', 'teapots', 2)).toBe(Infinity); // lengths alone rule it out
    expect(editDistance('hrary', 'harry', 1)).toBe(1);
    expect(editDistance('poterr', 'peter', 1)).toBe(Infinity);
    expect(editDistance('abcdef', 'badcfe', 2)).toBe(Infinity); // three swaps
    expect(editDistance('abcdef', 'badcfe', 3)).toBe(3);
  });

  it('gives the same answers after longer words grew its table', () => {
    expect(editDistance('a'.repeat(40), 'b'.repeat(40), 50)).toBe(40);
    expect(editDistance('hrary', 'harry')).toBe(1);
  });
});

describe('closestWord', () => {
  const vocabulary = vocabularyByLength([
    { word: 'harry', frequency: 9 },
    { word: 'potter', frequency: 9 },
    { word: 'game', frequency: 2 },
    { word: 'games', frequency: 3 },
    { word: 'gamer', frequency: 3 },
    { word: 'war', frequency: 1 },
    { word: 'ward', frequency: 1 },
    { word: 'potters', frequency: 1 },
  ]);

  it('keeps a word the vocabulary holds', () => {
    expect(closestWord(vocabulary, 'potter', 2)).toBe('potter');
    expect(closestWord(vocabulary, 'game', 1)).toBe('game');
  });

  it('takes the nearest word, whatever its frequency', () => {
    expect(closestWord(vocabulary, 'pottres', 2)).toBe('potters'); // one swap away; "potter" is two
    expect(closestWord(vocabulary, 'hrary', 1)).toBe('harry');
  });

  it('counts a letter typed twice or once too few as half an edit', () => {
    const words = vocabularyByLength([
      { word: 'peter', frequency: 12 },
      { word: 'porter', frequency: 10 },
      { word: 'potter', frequency: 9 },
    ]);
    expect(closestWord(words, 'poterr', 2)).toBe('potter');
  });

  it('breaks ties by frequency, then alphabetically', () => {
    expect(closestWord(vocabulary, 'gamex', 1)).toBe('gamer'); // games, gamer 3 > game 2
    expect(closestWord(vocabulary, 'wars', 1)).toBe('war'); // war = ward at 1, before it
  });

  it('finds nothing beyond the edits allowed', () => {
    expect(closestWord(vocabulary, 'hrray', 1)).toBeNull();
    expect(closestWord(vocabulary, 'hrray', 2)).toBe('harry');
    expect(closestWord(vocabulary, 'qzx', 1)).toBeNull();
  });
});
