/**
 * The integrity manifests (scripts/embed-integrity-manifests.ts) are named after an element's tag
 * (or SHARED) and their own integrity, so the index need list only integrities (a file name per
 * element cost every page ~0.5 KB gzip). Shared by the build (scripts/embed-integrity.ts) and the
 * loader (libportal.ts), which derive the same names. A name only busts caches: the integrity,
 * checked on fetch, is what pins the bytes, so folding `+` and `/` of the base64 digest into `_`
 * loses nothing that matters.
 */
export const manifestFile = (name: string, integrity: string): string =>
  `chunks/integrity-${name}-${integrity.slice(7, 23).replace(/\W/g, '_')}.json`;

/** The shared manifest's name: no tag, which all start with `lp-`. */
export const SHARED = 'shared';
