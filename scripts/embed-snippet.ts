// `npm run embed:snippet -- https://your-portal.example [ORGCODE]`: the two lines a school
// page pastes, pinned to this build's loader with Subresource Integrity (read from
// dist/embed/embed-manifest.json, which `npm run build:embed` writes; the hash changes with
// every build, so the README cannot hold the real one).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMBED_MANIFEST, type EmbedManifest } from './embed-integrity';

const ROOT = new URL('..', import.meta.url).pathname;

export function embedSnippet(manifest: EmbedManifest, portal: string, orgCode: string): string {
  const base = new URL('/embed/', portal).href;
  return [
    `<script type="module" src="${base}${manifest.versionedLoader}"`,
    `  integrity="${manifest.integrity}" crossorigin="anonymous" data-org-code="${orgCode}"></script>`,
    '<lp-search-box results-url="/catalogue.html?q={keyword}"></lp-search-box>',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [portal = 'http://localhost:8080', orgCode = 'YTKJ'] = process.argv.slice(2);
  const manifest = JSON.parse(
    readFileSync(join(ROOT, 'dist/embed', EMBED_MANIFEST), 'utf8'),
  ) as EmbedManifest;
  console.log(embedSnippet(manifest, portal, orgCode.replace(/[^\w]/g, '')));
}
