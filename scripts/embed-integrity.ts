/**
 * Subresource Integrity for the embed (vite.embed.config.ts; the loader's side is in
 * src/embed/libportal.ts):
 * - every dynamic `import()` in a chunk becomes a call to the loader's checked import, so the
 *   chunks loaded later (a language's strings, jsencrypt, the news reader) are checked too;
 * - `chunks/integrity-<hash>.json` lists each chunk's SHA-384 and static imports, and each
 *   element's chunk; its own file name and hash are written into the loader;
 * - the loader is also written as `libportal.<hash>.js`, which never changes (cached for good,
 *   pinned by pages with `integrity`), and `embed-manifest.json` names it with its hash, for
 *   `npm run embed:snippet`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RolldownMagicString } from 'rolldown';
import { parseAst, type Plugin } from 'vite';

/** In dist/embed: the versioned loader and its integrity, for tools and the snippet. */
export const EMBED_MANIFEST = 'embed-manifest.json';

export interface EmbedManifest {
  /** The moving name (`libportal.js`), short-cached. */
  loader: string;
  /** The same bytes under a name that never changes (`libportal.<hash>.js`). */
  versionedLoader: string;
  /** `sha384-…` of both. */
  integrity: string;
  /** The chunk manifest the loader checks everything else with. */
  integrityManifest: string;
}

const HASH_HEX = 16;
const manifestFileOf = (hex: string) => `chunks/integrity-${hex}.json`;
/**
 * Stand-ins the loader is built with, overwritten in the output by values of the same length,
 * so the loader's source map stays exact. Both have a fixed length: a file name with a
 * 16-digit hash, and `sha384-` with 64 base64 digits.
 */
const FILE_PLACEHOLDER = `@${'F'.repeat(manifestFileOf('0'.repeat(HASH_HEX)).length - 2)}@`;
const HASH_PLACEHOLDER = `@${'H'.repeat('sha384-'.length + 64 - 2)}@`;

export const INTEGRITY_DEFINES = {
  __LIBPORTAL_INTEGRITY_FILE__: JSON.stringify(FILE_PLACEHOLDER),
  __LIBPORTAL_INTEGRITY_HASH__: JSON.stringify(HASH_PLACEHOLDER),
};

/** The loader's checked import, as the rewritten chunks call it (src/embed/libportal.ts). */
const CHECKED_IMPORT = 'globalThis[Symbol.for("libportal.import")]';

const sha384 = (data: string | Buffer) =>
  `sha384-${createHash('sha384').update(data).digest('base64')}`;
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
      const manifest = {
        widgets: Object.fromEntries(
          chunks.flatMap((chunk) => {
            const tag = chunk.isEntry ? tags[chunk.name] : undefined;
            return tag ? [[tag, chunk.fileName]] : [];
          }),
        ),
        chunks: Object.fromEntries(
          chunks
            .filter((chunk) => chunk !== entry)
            .map((chunk) => [chunk.fileName, [sha384(read(chunk.fileName)), chunk.imports]]),
        ),
      };
      const json = JSON.stringify(manifest);
      const manifestFile = manifestFileOf(hexOf(json));
      writeFileSync(join(dir, manifestFile), json);
      const code = replaceOnce(
        replaceOnce(read(entry.fileName).toString('utf8'), FILE_PLACEHOLDER, manifestFile),
        HASH_PLACEHOLDER,
        sha384(json),
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
