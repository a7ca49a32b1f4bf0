import { describe, expect, it } from 'vitest';
import {
  INDEXED_ELEMENTS,
  integrityManifests,
  type ChunkInfo,
  type ChunkManifest,
} from '../../scripts/embed-integrity-manifests';
import { lazyManifestOf, manifestFile } from './manifest-names';

/** The build's side of the chain the loader checks (scripts/embed-integrity-manifests.ts). */
const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  entry?: string,
): ChunkInfo => ({ fileName, name: entry ?? fileName, isEntry: !!entry, imports, dynamicImports });

const chunks = [
  chunk('chunks/a.js', ['chunks/runtime.js'], [], 'a'),
  chunk('chunks/b.js', ['chunks/runtime.js', 'chunks/only-b.js'], ['chunks/reader.js'], 'b'),
  // Not an element: an entry with no tag is in no manifest.
  chunk('chunks/c.js', ['chunks/runtime.js'], [], 'c'),
  chunk(
    'chunks/runtime.js',
    [],
    ['chunks/strings-zh-x.js', 'chunks/strings-zh.loans-y.js', 'chunks/strings-en.loans-z.js'],
  ),
  chunk('chunks/strings-zh-x.js', ['chunks/runtime.js']),
  chunk('chunks/strings-zh.loans-y.js'),
  chunk('chunks/strings-en.loans-z.js'),
  chunk('chunks/only-b.js'),
  chunk('chunks/reader.js', ['chunks/reader-lib.js']),
  chunk('chunks/reader-lib.js'),
];
const tags = { a: 'lp-a', b: 'lp-b' };

function build(
  input = chunks,
  withTags: Record<string, string> = tags,
  indexed: readonly string[] = Object.values(withTags),
) {
  return integrityManifests(
    input,
    withTags,
    (file) => `sha256-of-${file}`,
    (json) => `sha256-${json.length}-${json.slice(-40)}`,
    indexed,
  );
}

/** A lazy manifest as the loader finds it: by name and the integrity the index holds. */
function read(result: ReturnType<typeof build>, name: string) {
  const integrity = result.index.lazy[name]!;
  const json = result.files[manifestFile(name, integrity)];
  expect(json, name).toBeDefined();
  expect(integrity).toBe(`sha256-${json!.length}-${json!.slice(-40)}`);
  return JSON.parse(json!) as ChunkManifest;
}

describe('the integrity manifests of the embed', () => {
  it('lists in the index every chunk loaded up front and each element’s entry', () => {
    const { index } = build();
    expect(index.elements).toEqual({ 'lp-a': 'chunks/a.js', 'lp-b': 'chunks/b.js' });
    // The default strings are a dynamic import every element makes before its first paint.
    expect(Object.keys(index.chunks)).toEqual([
      'chunks/a.js',
      'chunks/b.js',
      'chunks/only-b.js',
      'chunks/runtime.js',
      'chunks/strings-zh-x.js',
    ]);
    expect(index.chunks['chunks/b.js']).toEqual([
      'sha256-of-chunks/b.js',
      ['chunks/runtime.js', 'chunks/only-b.js'],
    ]);
  });

  it('leaves what loads later to lazy manifests: one per language’s areas, one for code', () => {
    const result = build();
    expect(Object.keys(result.index.lazy)).toEqual(['lazy', 'strings-en', 'strings-zh']);
    expect(Object.keys(result.files)).toHaveLength(3);
    expect(Object.keys(read(result, 'strings-zh').chunks)).toEqual([
      'chunks/strings-zh.loans-y.js',
    ]);
    expect(Object.keys(read(result, 'strings-en').chunks)).toEqual([
      'chunks/strings-en.loans-z.js',
    ]);
    expect(read(result, 'lazy').chunks).toEqual({
      'chunks/reader-lib.js': ['sha256-of-chunks/reader-lib.js', []],
      'chunks/reader.js': ['sha256-of-chunks/reader.js', ['chunks/reader-lib.js']],
    });
  });

  it('finds the lazy manifest of a chunk from its name, as the loader does', () => {
    const result = build();
    for (const [name, integrity] of Object.entries(result.index.lazy)) {
      const listed = JSON.parse(result.files[manifestFile(name, integrity)]!) as ChunkManifest;
      for (const file of Object.keys(listed.chunks)) expect(lazyManifestOf(file)).toBe(name);
    }
  });

  it('leaves the chunks of an element the index does not list up front to the lazy manifest', () => {
    const result = build(chunks, tags, ['lp-a']);
    // Every element is still known by its entry, which the loader imports through `lazy`.
    expect(result.index.elements).toEqual({ 'lp-a': 'chunks/a.js', 'lp-b': 'chunks/b.js' });
    expect(Object.keys(result.index.chunks)).toEqual([
      'chunks/a.js',
      'chunks/runtime.js',
      'chunks/strings-zh-x.js',
    ]);
    const lazy = read(result, 'lazy').chunks;
    expect(Object.keys(lazy)).toEqual([
      'chunks/b.js',
      'chunks/only-b.js',
      'chunks/reader-lib.js',
      'chunks/reader.js',
    ]);
    expect(lazyManifestOf('chunks/b.js')).toBe('lazy');
    // b's imports: those the index has, and those `lazy` has, so every one is checked.
    for (const imported of lazy['chunks/b.js']![1]) {
      expect(result.index.chunks[imported] ?? lazy[imported], imported).toBeDefined();
    }
  });

  it('lists up front by default the elements of a library’s home page', () => {
    const homeChunks = [
      chunk('chunks/search-box.js', ['chunks/runtime.js'], [], 'search-box'),
      chunk('chunks/rare.js', ['chunks/runtime.js'], [], 'rare'),
      chunk('chunks/runtime.js'),
    ];
    const { index } = integrityManifests(
      homeChunks,
      { 'search-box': 'lp-search-box', rare: 'lp-rare' },
      (file) => `sha256-of-${file}`,
      (json) => `sha256-${json.length}`,
    );
    expect(INDEXED_ELEMENTS).toContain('lp-search-box');
    expect(Object.keys(index.chunks)).toEqual(['chunks/runtime.js', 'chunks/search-box.js']);
  });

  it('lists no chunk of an entry that is no element', () => {
    const { index } = build(chunks, { b: 'lp-b' });
    expect(index.chunks['chunks/a.js']).toBeUndefined();
    expect(index.chunks['chunks/c.js']).toBeUndefined();
  });

  it('refuses to write a manifest for a chunk graph with a missing chunk', () => {
    expect(() => build(chunks.filter((each) => each.fileName !== 'chunks/reader-lib.js'))).toThrow(
      'chunks/reader-lib.js is imported but was not built',
    );
  });

  it('names a manifest with URL-safe characters only, the same for the build and the loader', () => {
    expect(manifestFile('strings-zh', 'sha256-ab+/cdEF0123456789xyz=')).toBe(
      'chunks/integrity-strings-zh-ab__cdEF01234567.json',
    );
  });
});
