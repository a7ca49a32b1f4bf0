import { describe, expect, it } from 'vitest';
import {
  integrityManifests,
  type ChunkInfo,
  type ChunkManifest,
} from '../../scripts/embed-integrity-manifests';
import { manifestFile, SHARED } from './manifest-names';

/** The build's side of the chain the loader checks (scripts/embed-integrity-manifests.ts). */
const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  entry?: string,
): ChunkInfo => ({ fileName, name: entry ?? fileName, isEntry: !!entry, imports, dynamicImports });

const chunks = [
  chunk('chunks/a.js', ['chunks/core.js'], [], 'a'),
  chunk('chunks/b.js', ['chunks/core.js', 'chunks/only-b.js'], ['chunks/reader.js'], 'b'),
  // Not an element: an entry with no tag is no one's manifest.
  chunk('chunks/c.js', ['chunks/core.js'], [], 'c'),
  chunk('chunks/core.js', ['chunks/vendor.js'], ['chunks/strings-zh.js']),
  chunk('chunks/vendor.js'),
  chunk('chunks/strings-zh.js', ['chunks/vendor.js']),
  chunk('chunks/only-b.js'),
  chunk('chunks/reader.js', ['chunks/reader-lib.js']),
  chunk('chunks/reader-lib.js'),
];
const tags = { a: 'lp-a', b: 'lp-b' };

function build(input = chunks, withTags: Record<string, string> = tags) {
  return integrityManifests(
    input,
    withTags,
    (file) => `sha256-of-${file}`,
    (json) => `sha256-${json.length}-${json.slice(-40)}`,
  );
}

/** A manifest as the loader finds it: by name and the integrity the index holds. */
function read(result: ReturnType<typeof build>, name: string, integrity: string) {
  const json = result.files[manifestFile(name, integrity)];
  expect(json, name).toBeDefined();
  expect(integrity).toBe(`sha256-${json!.length}-${json!.slice(-40)}`);
  return JSON.parse(json!) as ChunkManifest;
}

describe('the integrity manifests of the embed', () => {
  it('indexes the shared manifest and each tagged element’s by hash, which names the file', () => {
    const result = build();
    expect(Object.keys(result.index.elements).sort()).toEqual(['lp-a', 'lp-b']);
    expect(Object.keys(result.files)).toHaveLength(3);
    for (const file of Object.keys(result.files)) {
      expect(file).toMatch(/^chunks\/integrity-(shared|lp-a|lp-b)-\w{16}\.json$/);
    }
  });

  it('lists once what every element reaches, dynamic imports included', () => {
    const result = build();
    const shared = read(result, SHARED, result.index.shared);
    expect(shared.entry).toBeUndefined();
    // The strings are a dynamic import of the core: the checked import needs their hash later.
    expect(Object.keys(shared.chunks).sort()).toEqual([
      'chunks/core.js',
      'chunks/strings-zh.js',
      'chunks/vendor.js',
    ]);
    expect(shared.chunks['chunks/core.js']).toEqual([
      'sha256-of-chunks/core.js',
      ['chunks/vendor.js'],
    ]);
  });

  it('gives each element its entry and the rest it alone reaches, static and dynamic', () => {
    const result = build();
    const a = read(result, 'lp-a', result.index.elements['lp-a']!);
    expect(a).toEqual({
      entry: 'chunks/a.js',
      chunks: { 'chunks/a.js': ['sha256-of-chunks/a.js', ['chunks/core.js']] },
    });
    const b = read(result, 'lp-b', result.index.elements['lp-b']!);
    expect(b.entry).toBe('chunks/b.js');
    expect(Object.keys(b.chunks).sort()).toEqual([
      'chunks/b.js',
      'chunks/only-b.js',
      'chunks/reader-lib.js',
      'chunks/reader.js',
    ]);
    expect(b.chunks['chunks/reader.js']).toEqual([
      'sha256-of-chunks/reader.js',
      ['chunks/reader-lib.js'],
    ]);
  });

  it('keeps everything in the element’s manifest when there is one element', () => {
    const result = build(chunks, { b: 'lp-b' });
    expect(read(result, SHARED, result.index.shared).chunks).toEqual({});
    const b = read(result, 'lp-b', result.index.elements['lp-b']!);
    expect(Object.keys(b.chunks)).toHaveLength(7);
  });

  it('refuses to write a manifest for a chunk graph with a missing chunk', () => {
    expect(() => build(chunks.filter((each) => each.fileName !== 'chunks/vendor.js'))).toThrow(
      'chunks/vendor.js is imported but was not built',
    );
  });

  it('names a manifest with URL-safe characters only, the same for the build and the loader', () => {
    expect(manifestFile('lp-search-box', 'sha256-ab+/cdEF0123456789xyz=')).toBe(
      'chunks/integrity-lp-search-box-ab__cdEF01234567.json',
    );
  });
});
