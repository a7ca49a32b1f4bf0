import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import {
  BOOK_STRINGS_NAMESPACE,
  ELEMENTS_SHOWING_BOOK_STRINGS,
} from '../src/core/i18n/book-strings';
import { lazyManifestOf, manifestFile } from '../src/embed/manifest-names';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = new URL('..', import.meta.url).pathname;
const LOADER = 'src/embed/libportal.ts';
const ZH_STRINGS = 'src/core/i18n/locales/zh.ts';
/** The budgets, gzip. */
const LOADER_BUDGET = 2 * 1024;
/** Pages with one widget and a budget of their own. */
const PAGE_BUDGETS: Record<string, number> = {
  'search-box': 100 * 1024,
  'my-borrow': 90 * 1024,
  'account-button': 90 * 1024,
  'rss-reader': 90 * 1024,
  bookshelf: 90 * 1024,
  'collection-overview': 90 * 1024,
  connections: 90 * 1024,
  reviews: 90 * 1024,
  'volunteer-records': 90 * 1024,
  'ebook-list': 90 * 1024,
  'ebook-reader': 90 * 1024,
  // Without the chart library: it loads only when the portrait draws (printed below).
  'reading-portrait': 90 * 1024,
  ranking: 90 * 1024,
  'virtual-bookshelf': 90 * 1024,
  booklists: 90 * 1024,
  'managed-departments': 90 * 1024,
  'reading-programs': 90 * 1024,
  'student-tasks': 90 * 1024,
  'media-player': 90 * 1024,
  'story-media': 90 * 1024,
  'read-aloud': 90 * 1024,
  composition: 90 * 1024,
  'composition-marking': 90 * 1024,
  activities: 90 * 1024,
  competitions: 90 * 1024,
  'question-bank': 90 * 1024,
  'ai-selftest': 90 * 1024,
  homework: 90 * 1024,
  'teacher-tasks': 90 * 1024,
  // Without the chart library, as the portrait: it loads only when a distribution is opened.
  'class-statistics': 90 * 1024,
  'learning-statistics': 90 * 1024,
  grades: 90 * 1024,
  // Without three.js: the 3D view's code loads only when the map is on screen (printed below).
  'floor-map': 90 * 1024,
  'organization-list': 90 * 1024,
  'organization-profile': 90 * 1024,
  'home-menu': 90 * 1024,
};

const gzip = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Every chunk a page downloads for these entries: their static imports, transitively. */
function closure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

interface IntegrityIndex {
  chunks: Record<string, [string, string[]]>;
  lazy: Record<string, string>;
}

function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}

/** The index the loader pins (scripts/embed-integrity-manifests.ts), if the build wrote one. */
function readIndex(dir: string): { file: string; index: IntegrityIndex } | undefined {
  if (!existsSync(join(dir, 'embed-manifest.json'))) return undefined;
  const file = readJson<{ integrityManifest: string }>(
    dir,
    'embed-manifest.json',
  ).integrityManifest;
  return { file, index: readJson<IntegrityIndex>(dir, file) };
}

/**
 * The area strings (`useTranslation('circulation')`) the page's code asks for, found in the
 * sources of its chunks (the source maps carry them), each a chunk of its own per language,
 * and the book strings if one of its elements shows them (src/core/i18n/book-strings.ts).
 * The shared runtime is left out: core code in it that uses an area runs only in the widgets
 * that render it, and those name it too.
 */
function areaStrings(dir: string, manifest: Manifest, files: string[], tags: string[]): string[] {
  const areas = new Set<string>(
    tags.some((tag) => ELEMENTS_SHOWING_BOOK_STRINGS.has(tag)) ? [BOOK_STRINGS_NAMESPACE] : [],
  );
  for (const file of files) {
    if (/chunks\/runtime-/.test(file) || !existsSync(join(dir, `${file}.map`))) continue;
    const map = readJson<{ sourcesContent?: (string | null)[] }>(dir, `${file}.map`);
    for (const source of map.sourcesContent ?? []) {
      for (const match of source?.matchAll(/useTranslation\(\s*'([\w-]+)'/g) ?? []) {
        areas.add(match[1]!);
      }
    }
  }
  return Object.keys(manifest)
    .filter((key) => [...areas].some((area) => key.endsWith(`locales/zh/${area}.ts`)))
    .map((key) => manifest[key]!.file);
}

/**
 * Every file a page with these element entries fetches, as a browser does: the loader, the
 * index, the chunks its elements import, the Chinese default strings, the area strings its
 * elements ask for, and the lazy manifests that list those (scripts/embed-integrity.ts).
 */
function pageFiles(dir: string, manifest: Manifest, widgetKeys: string[]): string[] {
  const chunks = closure(manifest, [LOADER, ...widgetKeys, ZH_STRINGS]);
  const tags = widgetKeys.map((key) => `lp-${widgetName(key)}`);
  const areas = areaStrings(dir, manifest, chunks, tags);
  const read = readIndex(dir);
  if (!read) return [...chunks, ...areas];
  const lazy = new Set(
    [...chunks, ...areas]
      .filter((file) => file !== 'libportal.js' && !read.index.chunks[file])
      .map(lazyManifestOf),
  );
  const manifests = [...lazy].map((name) => {
    const integrity = read.index.lazy[name];
    if (!integrity) throw new Error(`no integrity manifest lists ${name}`);
    return manifestFile(name, integrity);
  });
  return [...chunks, ...areas, read.file, ...manifests];
}

/** The element entries (src/widgets/<name>/element.ts), each its own entry chunk. */
function widgetKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry && /widgets\/[^/]+\/element\.tsx?$/.test(key),
  );
}

function pageSize(dir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzip(readFileSync(join(dir, file))), 0);
}

function packageOf(source: string): string {
  const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match?.[1]) return match[1];
  return source.includes('/src/') ? `libportal ${source.split('/src/')[1]?.split('/')[0]}` : source;
}

/**
 * Minified bytes of a chunk attributed to the package each byte came from (through its
 * source map), each package's share then gzipped on its own: an estimate, since gzip of
 * the whole is a little smaller than the sum of its parts.
 */
function breakdown(
  dir: string,
  files: string[],
  nameOf: (source: string) => string = packageOf,
): Map<string, number> {
  const slices = new Map<string, string[]>();
  for (const file of files) {
    const mapFile = join(dir, `${file}.map`);
    const code = readFileSync(join(dir, file), 'utf8');
    if (!existsSync(mapFile)) {
      slices.set(file, [...(slices.get(file) ?? []), code]);
      continue;
    }
    const consumer = new SourceMapConsumer(
      JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap,
    );
    const lines = code.split('\n');
    const mappings: { line: number; column: number; source: string }[] = [];
    consumer.eachMapping((mapping) => {
      mappings.push({
        line: mapping.generatedLine - 1,
        column: mapping.generatedColumn,
        source: mapping.source ? nameOf(mapping.source) : 'unmapped',
      });
    });
    mappings.forEach((mapping, index) => {
      const next = mappings[index + 1];
      const line = lines[mapping.line] ?? '';
      const end = next && next.line === mapping.line ? next.column : line.length;
      const text = line.slice(mapping.column, end);
      slices.set(mapping.source, [...(slices.get(mapping.source) ?? []), text]);
    });
  }
  return new Map(
    [...slices]
      .map(([name, parts]) => [name, gzip(parts.join(''))] as const)
      .sort((a, b) => b[1] - a[1]),
  );
}

/** `src/widgets/search-box/element.ts` → `search-box`. */
function widgetName(key: string): string {
  return key.match(/widgets\/([^/]+)\//)?.[1] ?? key;
}

function report(label: string, dir: string, manifest: Manifest): void {
  const widgets = widgetKeys(manifest);
  console.log(`\n### ${label} (gzip -9, ${dir.replace(ROOT, '')})`);
  const loader = gzip(readFileSync(join(dir, 'libportal.js')));
  console.log(
    `loader libportal.js                ${kb(loader).padStart(9)}   budget ${kb(LOADER_BUDGET)}${loader > LOADER_BUDGET ? '  OVER' : ''}`,
  );
  for (const widget of widgets) {
    const name = widgetName(widget);
    const size = pageSize(dir, pageFiles(dir, manifest, [widget]));
    const limit = PAGE_BUDGETS[name];
    const budget =
      limit === undefined ? '' : `   budget ${kb(limit)}${size > limit ? '  OVER' : ''}`;
    console.log(`page with only <lp-${name}>`.padEnd(35) + kb(size).padStart(9) + budget);
  }
  const all = pageFiles(dir, manifest, widgets);
  console.log(`page with every widget             ${kb(pageSize(dir, all)).padStart(9)}`);
  const own = widgets.map((widget) => {
    const file = manifest[widget]?.file;
    const name = widgetName(widget);
    return file ? `${name} ${kb(gzip(readFileSync(join(dir, file))))}` : name;
  });
  console.log(`each widget's own chunk: ${own.join(', ')}`);
  // What a second widget type costs a page that already has the search box: its own chunk
  // and the pieces it shares only with other widgets, never the runtime again.
  const searchBox = widgets.find((widget) => widget.includes('search-box'));
  if (!searchBox) return;
  const base = pageFiles(dir, manifest, [searchBox]);
  const added = widgets
    .filter((widget) => widget !== searchBox)
    .map((widget) => {
      // Its chunks, its area strings and the lazy manifest that lists them, if new to the page.
      const extra = pageFiles(dir, manifest, [searchBox, widget]).filter(
        (file) => !base.includes(file),
      );
      return `${widgetName(widget)} +${kb(pageSize(dir, extra))}`;
    });
  console.log(`added to a page with <lp-search-box>: ${added.join(', ')}`);
}

/** A source file under src/ (`core/runtime.ts`), else its package. */
const sourceFileOf = (source: string) => source.split('/src/')[1] ?? packageOf(source);

function printBreakdown(dir: string, manifest: Manifest): void {
  const searchBox = widgetKeys(manifest).find((key) => key.includes('search-box'));
  if (!searchBox) return;
  const files = pageFiles(dir, manifest, [searchBox]);
  console.log('\nWhat a page with only <lp-search-box> downloads, by package:');
  for (const [name, size] of breakdown(dir, files)) {
    if (size >= 300) console.log(`    ${name.padEnd(40)} ${kb(size).padStart(9)}`);
  }
  console.log("its largest libportal source files (the core's, the widget's, the strings):");
  const sources = [...breakdown(dir, files, sourceFileOf)].filter(([name]) =>
    /^(core|widgets|embed)\//.test(name),
  );
  for (const [name, size] of sources.slice(0, 15)) {
    console.log(`    ${name.padEnd(40)} ${kb(size).padStart(9)}`);
  }
  printRuntime(dir, manifest);
}

/** The libportal folder a source is in (`core/api/queries`, `core/ui`, …), else its package. */
function corePartOf(source: string): string {
  const path = source.split('/src/')[1];
  if (!path) return packageOf(source);
  const parts = path.split('/');
  return parts.slice(0, parts[1] === 'api' && parts.length > 3 ? 3 : 2).join('/');
}

/** Lines of `name  size`, the parts under 300 B summed in one line. */
function printParts(parts: Map<string, number>): void {
  const small = [...parts].filter(([, size]) => size < 300);
  for (const [name, size] of parts) {
    if (size >= 300) console.log(`    ${name.padEnd(40)} ${kb(size).padStart(9)}`);
  }
  if (small.length > 0) {
    const sum = small.reduce((total, [, size]) => total + size, 0);
    console.log(
      `    ${`${small.length} others under 0.3 KB each`.padEnd(40)} ${kb(sum).padStart(9)}`,
    );
  }
}

/**
 * What each part of the shared runtime (the chunk every page loads) costs: by package, then
 * libportal's core by folder. Each part is gzipped alone, so the parts add up to a little more
 * than the chunk.
 */
function printRuntime(dir: string, manifest: Manifest): void {
  const runtime = Object.values(manifest).find((chunk) => /chunks\/runtime-/.test(chunk.file));
  if (!runtime) return;
  const runtimeSize = gzip(readFileSync(join(dir, runtime.file)));
  const packages = breakdown(dir, [runtime.file]);
  const sum = [...packages.values()].reduce((total, size) => total + size, 0);
  console.log(
    `\nThe shared runtime chunk (every page), ${kb(runtimeSize)} (its parts gzipped alone: ${kb(sum)}), by package:`,
  );
  printParts(packages);
  console.log("libportal's core in it, by folder:");
  printParts(
    new Map(
      [...breakdown(dir, [runtime.file], corePartOf)].filter(([name]) => /^core\//.test(name)),
    ),
  );
}

/** The index every page fetches: its size and how many chunks it lists; each lazy manifest's. */
function printIndex(dir: string): void {
  const read = readIndex(dir);
  if (!read) return;
  const lazy = Object.entries(read.index.lazy).map(([name, integrity]) => {
    const file = manifestFile(name, integrity);
    const chunks = Object.keys(readJson<IntegrityIndex>(dir, file).chunks).length;
    return `${name} ${kb(gzip(readFileSync(join(dir, file))))} (${chunks} chunks)`;
  });
  console.log(
    `integrity index (every page): ${kb(gzip(readFileSync(join(dir, read.file))))}, ` +
      `${Object.keys(read.index.chunks).length} chunks; lazy manifests (when needed): ${lazy.join(', ')}`,
  );
}

/** Five common elements on one page: what a browser fetches for them (the e2e test counts it too). */
export const FIVE_WIDGETS = ['search-box', 'hot-words', 'my-borrow', 'news-list', 'account-button'];
/** The requests such a page may make: the loader, the integrity manifests and the chunks. */
export const FIVE_WIDGET_REQUESTS_BUDGET = 20;

function printFiveWidgets(dir: string, manifest: Manifest): void {
  const keys = FIVE_WIDGETS.map((name) => `src/widgets/${name}/element.ts`);
  if (keys.some((key) => !manifest[key])) return;
  const files = pageFiles(dir, manifest, keys);
  const manifests = files.filter((file) => file.endsWith('.json')).length;
  console.log(
    `\npage with ${FIVE_WIDGETS.map((name) => `<lp-${name}>`).join(' ')}: ` +
      `${files.length} requests (the loader, ${manifests} integrity manifests, ` +
      `${files.length - manifests - 1} chunks), ${kb(pageSize(dir, files))}` +
      `   budget ${FIVE_WIDGET_REQUESTS_BUDGET} requests` +
      (files.length > FIVE_WIDGET_REQUESTS_BUDGET ? '  OVER' : ''),
  );
}

/**
 * The e-book renderers, loaded by <lp-ebook-reader> only when a book opens: each one's chunks
 * beyond what the reader's page already has, and pdf.js's worker (a file of its own).
 */
function printRenderers(dir: string, manifest: Manifest): void {
  const reader = widgetKeys(manifest).find((key) => key.includes('ebook-reader'));
  if (!reader) return;
  const base = pageFiles(dir, manifest, [reader]);
  const sizes = Object.keys(manifest)
    .filter((key) => /ebook-reader\/renderers\/(epub|pdf)\.ts$/.test(key))
    .map((key) => {
      const extra = closure(manifest, [key]).filter((file) => !base.includes(file));
      return `${key.match(/(epub|pdf)\.ts$/)?.[1]} +${kb(pageSize(dir, extra))}`;
    });
  const worker = Object.values(manifest).find((chunk) => chunk.file.includes('pdf.worker'));
  if (worker) sizes.push(`pdf.js worker ${kb(gzip(readFileSync(join(dir, worker.file))))}`);
  if (sizes.length > 0)
    console.log(`e-book renderers (only when a book opens): ${sizes.join(', ')}`);
}

/**
 * Code a widget loads only when it needs it — the portrait's charts (Chart.js), the floor map's
 * 3D view (three.js) — by the module that starts it: its size, and a check that no element's
 * page downloads it up front.
 */
const LAZY_RUNTIMES = [
  { module: 'core/ui/chart-runtime.ts', label: 'chart code (only when a chart is drawn)' },
  {
    module: 'widgets/floor-map/scene-runtime.ts',
    label: '3D map code, three.js (only when the map is on screen)',
  },
];

function printLazyRuntimes(dir: string, manifest: Manifest): void {
  for (const { module, label } of LAZY_RUNTIMES) {
    const key = Object.keys(manifest).find((name) => name.endsWith(module));
    const chunk = key ? manifest[key] : undefined;
    if (!key || !chunk) continue;
    const files = [chunk.file, ...closure(manifest, [key]).filter((file) => file !== chunk.file)];
    const upFront = widgetKeys(manifest).filter((widget) =>
      closure(manifest, [widget]).includes(chunk.file),
    );
    console.log(
      `${label}: ${kb(gzip(readFileSync(join(dir, chunk.file))))}` +
        ` (with the chunks it alone needs: ${kb(pageSize(dir, [...new Set(files)]))})` +
        (upFront.length ? `  LOADED UP FRONT by ${upFront.map(widgetName).join(', ')}` : ''),
    );
  }
}

export function benchBundleSize(): void {
  const shippedDir = join(ROOT, 'dist/embed');
  const shippedManifest = readManifest(shippedDir);
  console.log('\n## Embed bundle');
  report('shipped: the widgets on preact/compat', shippedDir, shippedManifest);
  printBreakdown(shippedDir, shippedManifest);
  printIndex(shippedDir);
  printFiveWidgets(shippedDir, shippedManifest);
  const jsencrypt = Object.values(shippedManifest).find((chunk) =>
    chunk.file.includes('jsencrypt'),
  );
  if (jsencrypt) {
    console.log(
      `jsencrypt (only when a login form opens): ${kb(gzip(readFileSync(join(shippedDir, jsencrypt.file))))}`,
    );
  }
  printLazyRuntimes(shippedDir, shippedManifest);

  printRenderers(shippedDir, shippedManifest);

  // The same widgets on React DOM 19, built by `npm run build:embed-react` for comparison.
  const reactDir = join(ROOT, 'dist/embed-react');
  if (existsSync(join(reactDir, '.vite/manifest.json'))) {
    const reactManifest = readManifest(reactDir);
    report('for comparison: the same bundle on React DOM 19 (not served)', reactDir, reactManifest);
    printBreakdown(reactDir, reactManifest);
  }
}

// `npx tsx bench/bundle-size.ts`: these figures alone, from the builds already in dist/.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) benchBundleSize();
