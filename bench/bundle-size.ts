import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const EMBED = join(new URL('..', import.meta.url).pathname, 'dist/embed');
const LOADER = 'src/embed/libportal.ts';

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(EMBED, file)), { level: 9 }).length;
}

/** Every chunk a page downloads for these entries: their static imports, transitively. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function benchBundleSize(): void {
  const manifest = JSON.parse(readFileSync(join(EMBED, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const widgets = manifest[LOADER]?.dynamicImports ?? [];
  const zhStrings = 'src/core/i18n/locales/zh.ts';

  console.log('\n## Embed bundle (gzip -9, from dist/embed)');
  console.log(`loader /embed/libportal.js: ${kb(gzipSize('libportal.js'))} (budget 2 KB)`);
  for (const widget of widgets) {
    const files = closure(manifest, [LOADER, widget, zhStrings]);
    const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    const name = widget.match(/widgets\/([^/]+)\//)?.[1] ?? widget;
    console.log(`page with only <lp-${name}> (zh): ${kb(total)} in ${files.size} files`);
    for (const file of files) console.log(`    ${file.padEnd(44)} ${kb(gzipSize(file))}`);
  }
  const jsencrypt = Object.values(manifest).find((chunk) => chunk.file.includes('jsencrypt'));
  if (jsencrypt) {
    console.log(`jsencrypt, fetched when a login form opens: ${kb(gzipSize(jsencrypt.file))}`);
  }
}
