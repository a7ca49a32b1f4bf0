/**
 * Names shared by the build (scripts/embed-integrity.ts) and the loader (libportal.ts), which
 * derive the same ones. A name only busts caches: the integrity, checked on fetch, is what pins
 * the bytes, so folding `+` and `/` of the base64 digest into `_` loses nothing that matters.
 */
export const manifestFile = (name: string, integrity: string): string =>
  `chunks/integrity-${name}-${integrity.slice(7, 23).replace(/\W/g, '_')}.json`;

/**
 * The lazy manifest that lists a chunk no element imports up front (scripts/
 * embed-integrity-manifests.ts): a language's area strings (`chunks/strings-zh.circulation-…`)
 * are in that language's, everything else (jsencrypt, charts, three.js, e-book renderers, …)
 * in `lazy`. The loader fetches one only when a chunk it has not seen is imported.
 */
export function lazyManifestOf(file: string): string {
  const language = /^chunks\/strings-(\w+)\./.exec(file)?.[1];
  return language ? `strings-${language}` : 'lazy';
}
