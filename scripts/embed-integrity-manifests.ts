/**
 * The integrity manifests the embed loader checks chunks with (scripts/embed-integrity.ts writes
 * them; src/embed/libportal.ts reads them). Hashes do not compress (~45 bytes a chunk), so what a
 * page downloads is kept to the chunks it may run, and the files to as few requests as that allows:
 * - The index (its file name and hash baked into the loader): every chunk the elements of a
 *   library's home page (INDEXED_ELEMENTS) import up front (the shared runtime, the grouped
 *   shared chunks, each one's own) and each language's default strings, which the runtime
 *   fetches before the first paint; every element's tag → its entry chunk; and the integrity of
 *   each lazy manifest. A page with those elements needs this one file to load any number of
 *   them (it used to fetch an index, a shared manifest and one manifest per element: seven files
 *   for five elements). Every hash is ~45 bytes that do not compress, so the index lists no
 *   other element's chunks (it listed all 116 of them, 7.0 KB gzip on every page).
 * - The lazy manifests, fetched only when a chunk the index does not list is imported: one per
 *   language for the areas' strings (`strings-zh`: the circulation strings, the book strings,
 *   …) and `lazy` for the rest: the code loaded on demand (jsencrypt, charts, three.js, the
 *   e-book renderers, a news body) and the chunks of the other elements, so a page with one of
 *   those fetches the index and `lazy`. Their names follow from the chunk's
 *   (src/embed/manifest-names.ts).
 * Each chunk is listed with its integrity and static imports. Trust is chained: the page pins the
 * loader, the loader pins the index, the index pins the chunks and the lazy manifests, which pin
 * theirs. Every chunk is still checked before it runs.
 */

import { lazyManifestOf, manifestFile } from '../src/embed/manifest-names';

/** What the build knows of one output chunk (a subset of Rollup's OutputChunk). */
export interface ChunkInfo {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

/** Chunk → its integrity and the chunks it imports statically. */
export type ChunkHashes = Record<string, [integrity: string, imports: string[]]>;

/** A lazy manifest, as the loader reads it. */
export interface ChunkManifest {
  chunks: ChunkHashes;
}

/** The index, which the loader pins. */
export interface IntegrityIndex {
  /** The chunks the elements import up front, and each language's default strings. */
  chunks: ChunkHashes;
  /** Element tag → its entry chunk, which exports `define`. */
  elements: Record<string, string>;
  /** Lazy manifest name → its integrity. */
  lazy: Record<string, string>;
}

export interface IntegrityManifests {
  index: IntegrityIndex;
  /** File → contents, for each lazy manifest. */
  files: Record<string, string>;
}

/** Every chunk reachable from `entry` through static imports, or static and dynamic ones. */
export function reachable(byFile: Map<string, ChunkInfo>, entry: string, dynamic = true): string[] {
  const files = new Set([entry]);
  for (const file of files) {
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`embed integrity: ${file} is imported but was not built`);
    for (const next of dynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
      files.add(next);
    }
  }
  return [...files];
}

/**
 * The elements whose chunks the index lists up front: those of a library's home page (the
 * bench's and the e2e test's five-element page among them, bench/bundle-size.ts). Each adds its
 * chunks' hashes to what every page downloads; an element not listed costs its page the `lazy`
 * manifest, one request more.
 */
export const INDEXED_ELEMENTS: readonly string[] = [
  'lp-search-box',
  'lp-hot-words',
  'lp-news-list',
  'lp-my-borrow',
  'lp-account-button',
  'lp-login-dialog',
];

/** A language's default strings (`chunks/strings-zh-<hash>.js`), which every element needs. */
const isDefaultStrings = (file: string) => /^chunks\/strings-\w+-/.test(file);

/**
 * @param chunks the bundle's chunks, the loader's excepted (it is pinned by the page)
 * @param tags each element entry's name → its tag
 * @param integrityOf a chunk's file → its integrity
 * @param hash a manifest's contents → its integrity
 * @param indexed the tags of the elements whose chunks the index lists up front
 */
export function integrityManifests(
  chunks: ChunkInfo[],
  tags: Record<string, string>,
  integrityOf: (file: string) => string,
  hash: (json: string) => string,
  indexed: readonly string[] = INDEXED_ELEMENTS,
): IntegrityManifests {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const elements: Record<string, string> = {};
  const upFront = new Set<string>();
  const everything = new Set<string>();
  for (const chunk of chunks) {
    const tag = chunk.isEntry ? tags[chunk.name] : undefined;
    if (!tag) continue;
    elements[tag] = chunk.fileName;
    if (indexed.includes(tag)) {
      reachable(byFile, chunk.fileName, false).forEach((file) => upFront.add(file));
    }
    reachable(byFile, chunk.fileName).forEach((file) => everything.add(file));
  }
  for (const file of everything) {
    if (isDefaultStrings(file)) reachable(byFile, file, false).forEach((f) => upFront.add(f));
  }
  const hashes = (files: string[]): ChunkHashes =>
    Object.fromEntries(
      files.sort().map((file) => [file, [integrityOf(file), byFile.get(file)!.imports]]),
    );
  const lazyGroups = new Map<string, string[]>();
  for (const file of everything) {
    if (upFront.has(file)) continue;
    const name = lazyManifestOf(file);
    lazyGroups.set(name, [...(lazyGroups.get(name) ?? []), file]);
  }
  const files: Record<string, string> = {};
  const lazy: Record<string, string> = {};
  for (const [name, group] of [...lazyGroups].sort(([a], [b]) => a.localeCompare(b))) {
    const json = JSON.stringify({ chunks: hashes(group) } satisfies ChunkManifest);
    const integrity = hash(json);
    files[manifestFile(name, integrity)] = json;
    lazy[name] = integrity;
  }
  return { index: { chunks: hashes([...upFront]), elements, lazy }, files };
}
