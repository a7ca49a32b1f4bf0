/**
 * The integrity manifests the embed loader checks chunks with (scripts/embed-integrity.ts writes
 * them; src/embed/libportal.ts reads them). Split so that a page fetches only what its elements
 * need: one manifest listing every chunk's hash was ~10 KB gzip on every page, hashes being
 * incompressible.
 * - The index (its file name and hash baked into the loader): the integrity of the shared
 *   manifest, and element tag → the integrity of its manifest. A manifest's file name follows
 *   from its name and integrity (src/embed/manifest-names.ts), so the index lists no names.
 * - The shared manifest: the chunks every element reaches (the core, the runtime, the strings of
 *   every language and namespace, which the core imports dynamically). Every page needs them all;
 *   listed once, a page with several elements does not download their hashes again per element.
 * - One manifest per element: its entry chunk, and the other chunks reachable from it (static
 *   imports transitively, and dynamic imports, which the loader's checked import fetches later).
 * Each chunk is listed with its integrity and static imports. Trust is chained: the page pins the
 * loader, the loader pins the index, the index pins the manifests, which pin the chunks.
 */

import { manifestFile, SHARED } from '../src/embed/manifest-names';

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

/** A manifest, as the loader reads it; an element's names its entry chunk, which exports `define`. */
export interface ChunkManifest {
  entry?: string;
  chunks: ChunkHashes;
}

/** The index: the shared manifest's integrity, and element tag → its manifest's integrity. */
export interface IntegrityIndex {
  shared: string;
  elements: Record<string, string>;
}

export interface IntegrityManifests {
  index: IntegrityIndex;
  /** File → contents, for the shared manifest and each element's. */
  files: Record<string, string>;
}

/** Every chunk reachable from `entry`, through static and dynamic imports, entry first. */
export function reachable(byFile: Map<string, ChunkInfo>, entry: string): string[] {
  const files = new Set([entry]);
  for (const file of files) {
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`embed integrity: ${file} is imported but was not built`);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) files.add(next);
  }
  return [...files];
}

/**
 * @param chunks the bundle's chunks, the loader's excepted (it is pinned by the page)
 * @param tags each element entry's name → its tag
 * @param integrityOf a chunk's file → its integrity
 * @param hash a manifest's contents → its integrity
 */
export function integrityManifests(
  chunks: ChunkInfo[],
  tags: Record<string, string>,
  integrityOf: (file: string) => string,
  hash: (json: string) => string,
): IntegrityManifests {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const elements = chunks.flatMap((chunk) => {
    const tag = chunk.isEntry ? tags[chunk.name] : undefined;
    return tag ? [{ tag, entry: chunk.fileName, files: reachable(byFile, chunk.fileName) }] : [];
  });
  // What every element reaches; with a single element, all of it stays in its own manifest.
  const shared = new Set(
    elements.length < 2
      ? []
      : elements[0]!.files.filter((file) => elements.every(({ files }) => files.includes(file))),
  );
  const hashes = (files: string[]): ChunkHashes =>
    Object.fromEntries(files.map((file) => [file, [integrityOf(file), byFile.get(file)!.imports]]));
  const files: Record<string, string> = {};
  const write = (name: string, manifest: ChunkManifest) => {
    const json = JSON.stringify(manifest);
    const integrity = hash(json);
    const file = manifestFile(name, integrity);
    if (files[file] !== undefined) throw new Error(`embed integrity: two manifests are ${file}`);
    files[file] = json;
    return integrity;
  };
  const index: IntegrityIndex = {
    shared: write(SHARED, { chunks: hashes([...shared]) }),
    elements: {},
  };
  for (const { tag, entry, files: reached } of elements) {
    const own = reached.filter((file) => !shared.has(file));
    index.elements[tag] = write(tag, { entry, chunks: hashes(own) });
  }
  return { index, files };
}
