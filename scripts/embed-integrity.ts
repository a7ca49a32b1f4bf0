/**
 * Subresource Integrity for the embed (vite.embed.config.ts; the loader's side is in
 * src/embed/libportal.ts):
 * - every dynamic `import()` in a chunk becomes a call to the loader's checked import, so the
 *   chunks loaded later (a language's strings, jsencrypt, the news reader) are checked too;
 * - `chunks/integrity-<hash>.json`, the index, holds the hash of every chunk the elements import
 *   up front and of each lazy manifest (`chunks/integrity-<name>-<its hash>.json`), which list
 *   the chunks loaded later; the index's own file name and hash are written into the loader
 *   (scripts/embed-integrity-manifests.ts);
 * - the loader is also written as `libportal.<hash>.js`, which never changes (cached for good,
 *   pinned by pages with `integrity`), and `embed-manifest.json` names it with its hash, for
 *   `npm run embed:snippet`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RolldownMagicString } from 'rolldown';
import { parseAst, type Plugin } from 'vite';
import { integrityManifests } from './embed-integrity-manifests';

/** In dist/embed: the versioned loader and its integrity, for tools and the snippet. */
export const EMBED_MANIFEST = 'embed-manifest.json';

export interface EmbedManifest {
  /** The moving name (`libportal.js`), short-cached. */
  loader: string;
  /** The same bytes under a name that never changes (`libportal.<hash>.js`). */
  versionedLoader: string;
  /** `sha384-…` of both. */
  integrity: string;
  /**
   * The index the loader checks everything else with: the integrity of every chunk loaded up
   * front and of each lazy manifest (IntegrityIndex in scripts/embed-integrity-manifests.ts).
   */
  integrityManifest: string;
}

const HASH_HEX = 16;
const manifestFileOf = (hex: string) => `chunks/integrity-${hex}.json`;
/**
 * Stand-ins the loader is built with, overwritten in the output by values of the same length,
 * so the loader's source map stays exact. Both have a fixed length: a file name with a
 * 16-digit hash, and `sha256-` with 44 base64 digits.
 */
const FILE_PLACEHOLDER = `@${'F'.repeat(manifestFileOf('0'.repeat(HASH_HEX)).length - 2)}@`;
const HASH_PLACEHOLDER = `@${'H'.repeat('sha256-'.length + 44 - 2)}@`;

export const INTEGRITY_DEFINES = {
  __LIBPORTAL_INTEGRITY_FILE__: JSON.stringify(FILE_PLACEHOLDER),
  __LIBPORTAL_INTEGRITY_HASH__: JSON.stringify(HASH_PLACEHOLDER),
};

/** The loader's checked import, as the rewritten chunks call it (src/embed/libportal.ts). */
const CHECKED_IMPORT = 'globalThis[Symbol.for("libportal.import")]';

const sri = (algorithm: 'sha256' | 'sha384') => (data: string | Buffer) =>
  `${algorithm}-${createHash(algorithm).update(data).digest('base64')}`;
/** The page's pin of the loader: what tools and CDNs print, and it costs the page no download. */
const sha384 = sri('sha384');
/**
 * Everything the loader and the manifests pin (the index, the lazy manifests, each chunk).
 * SHA-256, not SHA-384: every page downloads these hashes, 44 base64 digits instead of 64, and
 * they do not compress. SRI requires browsers to support both. An attacker who alters a file in
 * transit must find other bytes with the digest our build computed: a second preimage, 2^256
 * work for SHA-256. Its lower collision resistance (2^128, itself out of reach) would matter only
 * to someone who writes both versions of a chunk, that is, who controls the build, where no
 * hash helps.
 */
const sha256 = sri('sha256');
const hexOf = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, HASH_HEX);

interface AstNode {
  type: string;
  start: number;
  end: number;
  source?: AstNode;
}

function importExpressions(node: unknown, found: AstNode[] = []): AstNode[] {
  if (Array.isArray(node)) {
    for (const child of node) importExpressions(child, found);
  } else if (node && typeof node === 'object') {
    if ((node as AstNode).type === 'ImportExpression') found.push(node as AstNode);
    for (const child of Object.values(node)) importExpressions(child, found);
  }
  return found;
}

/** `import(x)` → the checked import of x, resolved against this chunk. */
function rewriteDynamicImports(code: string): RolldownMagicString | null {
  const calls = importExpressions(parseAst(code));
  if (calls.length === 0) return null;
  const rewritten = new RolldownMagicString(code);
  for (const call of calls) {
    if (!call.source || !code.startsWith('import', call.start)) {
      throw new Error(`embed integrity: cannot rewrite the import() at ${call.start}`);
    }
    rewritten.overwrite(call.start, call.source.start, `${CHECKED_IMPORT}(`);
    rewritten.appendLeft(call.source.end, ', import.meta.url');
  }
  return rewritten;
}

function replaceOnce(code: string, placeholder: string, value: string): string {
  if (value.length !== placeholder.length || code.split(placeholder).length !== 2) {
    throw new Error(`embed integrity: the loader must hold ${placeholder} once`);
  }
  return code.replace(placeholder, () => value);
}

/**
 * @param loader the loader's entry name
 * @param tags each element entry's name → its tag
 */
export function embedIntegrity(loader: string, tags: Record<string, string>): Plugin {
  return {
    name: 'libportal-embed-integrity',
    // After Vite's own output plugins, on the code as it will be minified.
    enforce: 'post',
    renderChunk(code, chunk) {
      return chunk.isEntry && chunk.name === loader ? null : rewriteDynamicImports(code);
    },
    // From the files as written (with their source-map comments): the bytes a browser checks.
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const read = (file: string) => readFileSync(join(dir, file));
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === loader);
      if (!entry) throw new Error(`embed integrity: no ${loader} entry`);
      const { index, files } = integrityManifests(
        chunks.filter((chunk) => chunk !== entry),
        tags,
        (file) => sha256(read(file)),
        sha256,
      );
      for (const [file, json] of Object.entries(files)) writeFileSync(join(dir, file), json);
      const json = JSON.stringify(index);
      const manifestFile = manifestFileOf(hexOf(json));
      writeFileSync(join(dir, manifestFile), json);
      const code = replaceOnce(
        replaceOnce(read(entry.fileName).toString('utf8'), FILE_PLACEHOLDER, manifestFile),
        HASH_PLACEHOLDER,
        sha256(json),
      );
      writeFileSync(join(dir, entry.fileName), code);
      const versionedLoader = `${loader}.${hexOf(code)}.js`;
      writeFileSync(join(dir, versionedLoader), code);
      const embedManifest: EmbedManifest = {
        loader: entry.fileName,
        versionedLoader,
        integrity: sha384(code),
        integrityManifest: manifestFile,
      };
      writeFileSync(join(dir, EMBED_MANIFEST), `${JSON.stringify(embedManifest, null, 2)}\n`);
    },
  };
}
