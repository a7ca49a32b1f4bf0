#!/usr/bin/env node
// `npm run package:lib`: assembles the npm package in dist/package from the library that
// `npm run build:lib` left in dist/lib and from custom-elements.json. The repository's own
// package.json is the server's and the tooling's (it is private: a server install needs
// fastify, pdf-lib, sharp… that an app embedding the widgets must not download), so the
// published package.json is written here, and everything in it is derived:
// - `dependencies`: the packages the shipped .js and .d.ts import, at the ranges the
//   repository installs; nothing the library does not load.
// - `engines.node`: the highest floor among those dependencies' own `engines`.
// - `exports`: the entries, and one `./elements/<widget>` per element of the manifest.
// - lib/html-elements.d.ts: `HTMLElementTagNameMap` entries for every element of the manifest.
// Only the declaration files the entries reach are copied (not those of test fixtures), and no
// source maps: the sources they point at are not shipped.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIB = join(ROOT, 'dist/lib');
const OUT = join(ROOT, 'dist/package');

/** The package name of a bare specifier (`@scope/name/sub?url` → `@scope/name`), or null. */
export function packageOf(specifier) {
  if (/^(?:\.|\/|node:|data:|virtual:|\0)/.test(specifier)) return null;
  const parts = specifier.split('?')[0].split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Every module specifier a JavaScript or declaration file names (imports, re-exports, dynamic
 * imports with a literal, `/// <reference path>`), read by TypeScript's own pre-processor, which
 * skips strings and comments.
 */
export function specifiersOf(code) {
  const { importedFiles, referencedFiles } = ts.preProcessFile(code, true, true);
  return [...importedFiles, ...referencedFiles].map((file) => file.fileName);
}

/** The packages a set of files imports, sorted. */
export function bareImportsOf(files) {
  const names = new Set();
  for (const file of files) {
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier);
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * The lowest Node version a range such as `>=20.19.0 || >=22.13.0` admits, as [major, minor,
 * patch]; null when it sets no floor.
 */
export function nodeFloor(range) {
  let lowest = null;
  for (const alternative of range.split('||')) {
    const match = /(?:>=|\^|~)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(alternative.trim());
    if (!match || /^</.test(alternative.trim())) return null;
    const version = [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
    if (!lowest || compareVersions(version, lowest) < 0) lowest = version;
  }
  return lowest;
}

export function compareVersions(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

const formatFloor = ([major, minor, patch]) =>
  `>=${major}${minor || patch ? `.${minor}` : ''}${patch ? `.${patch}` : ''}`;

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** The custom elements of the manifest: tag, class, module folder, attributes, description. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({
        tag: declaration.tagName,
        className: declaration.name,
        path: module.path,
        widget: posix.basename(posix.dirname(module.path)),
        description: declaration.description ?? '',
        attributes: declaration.attributes ?? [],
        events: declaration.events ?? [],
      })),
  );
}

const camelCase = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascalCase = (tag) => camelCase(`-${tag}`);
const comment = (text, indent) =>
  `${indent}/** ${text
    .replace(/\*\//g, '*\\/')
    .replace(/\s*\n\s*/g, ' ')
    .trim()} */\n`;

/**
 * The declaration that types `document.querySelector('lp-search-box')` and
 * `document.createElement('lp-my-borrow')`: each element's interface has its attributes as
 * properties (camelCase, typed as the manifest types them; unset ones read undefined, boolean
 * ones reflect their attribute). The `lp-*` events are in `HTMLElementEventMap` through the
 * library's own `LpEventMap` (src/core/widget/events.ts), not here.
 */
export function htmlElementsDeclaration(manifest) {
  const elements = elementsOf(manifest).sort((a, b) => a.tag.localeCompare(b.tag));
  let out = '// Generated by scripts/package-lib.mjs from custom-elements.json: do not edit.\n\n';
  for (const element of elements) {
    const summary = element.description.split(/\n\s*\n/)[0] ?? '';
    if (summary) out += comment(summary, '');
    out += `export interface ${pascalCase(element.tag)}Element extends HTMLElement {\n`;
    for (const attribute of element.attributes) {
      const type = attribute.type?.text ?? 'string';
      if (attribute.description) out += comment(attribute.description, '  ');
      const optional = type === 'boolean' ? '' : '?';
      out += `  ${JSON.stringify(camelCase(attribute.name))}${optional}: ${type};\n`;
    }
    out += '}\n\n';
  }
  out += 'declare global {\n  interface HTMLElementTagNameMap {\n';
  for (const element of elements) {
    out += `    ${JSON.stringify(element.tag)}: ${pascalCase(element.tag)}Element;\n`;
  }
  out += '  }\n}\n';
  return out;
}

/** The .d.ts files reachable from the given ones through their relative imports. */
function reachableDeclarations(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = join(dirname(file), specifier);
      const candidates = [target.replace(/\.js$/, '.d.ts'), `${target}.d.ts`, target];
      const found = candidates.find(
        (candidate) => candidate.endsWith('.d.ts') && existsSync(candidate),
      );
      if (found) queue.push(found);
    }
  }
  return [...seen];
}

/** `dependencies` for the imports: the repository's ranges, else the range a dependency uses. */
function rangesFor(names, pkg) {
  const ranges = {};
  for (const name of names) {
    let range = pkg.dependencies?.[name];
    if (!range) {
      // A package a dependency brings (its types name it, e.g. @tanstack/query-core): the
      // range that dependency itself asks for, so both resolve to one copy.
      for (const owner of Object.keys(pkg.dependencies ?? {})) {
        const ownerManifest = join(ROOT, 'node_modules', owner, 'package.json');
        if (!existsSync(ownerManifest)) continue;
        const wanted = readJson(ownerManifest).dependencies?.[name];
        if (wanted) {
          range = /^\d/.test(wanted) ? `^${wanted}` : wanted;
          break;
        }
      }
    }
    if (!range) {
      throw new Error(`the library imports ${name}, which is no dependency of package.json`);
    }
    ranges[name] = range;
  }
  return ranges;
}

/** The Node floor of the package: its own, raised to what each dependency declares. */
function enginesFloor(names, ownRange) {
  let floor = nodeFloor(ownRange);
  for (const name of names) {
    const range = readJson(join(ROOT, 'node_modules', name, 'package.json')).engines?.node;
    const needed = range ? nodeFloor(range) : null;
    if (needed && (!floor || compareVersions(needed, floor) > 0)) floor = needed;
  }
  return formatFloor(floor);
}

export function assemble() {
  if (!existsSync(join(LIB, 'index.js'))) {
    throw new Error('dist/lib is missing: run `npm run build:lib` first');
  }
  const pkg = readJson(join(ROOT, 'package.json'));
  const manifest = readJson(join(ROOT, 'custom-elements.json'));
  const elements = elementsOf(manifest).sort((a, b) => a.widget.localeCompare(b.widget));

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(join(OUT, 'lib'), { recursive: true });

  const entry = (path) => ({
    types: `./lib/${path}.d.ts`,
    import: `./lib/${path}.js`,
  });
  const exportsMap = {
    '.': entry('index'),
    './elements': entry('elements'),
    ...Object.fromEntries(
      elements.map((element) => [
        `./elements/${element.widget}`,
        entry(`widgets/${element.widget}/element`),
      ]),
    ),
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  };

  // The code: every module Rollup wrote (each is reached from an entry), without source maps.
  const jsFiles = filesUnder(LIB).filter((file) => file.endsWith('.js'));
  for (const file of jsFiles) cpSync(file, join(OUT, 'lib', relative(LIB, file)));

  // The types: the entries' declarations and what they import, each entry made to load the
  // element map so that importing any entry types `querySelector('lp-…')`.
  const typeEntries = Object.values(exportsMap)
    .filter((target) => typeof target === 'object')
    .map((target) => join(LIB, target.types.replace(/^\.\/lib\//, '')));
  const entrySet = new Set(typeEntries);
  for (const file of reachableDeclarations(typeEntries)) {
    let content = readFileSync(file, 'utf8');
    if (entrySet.has(file)) {
      const reference = posix.relative(
        posix.dirname(relative(LIB, file).split('\\').join('/')),
        'html-elements.d.ts',
      );
      const path = reference.startsWith('.') ? reference : `./${reference}`;
      content = `/// <reference path="${path}" />\n${content}`;
    }
    mkdirSync(dirname(join(OUT, 'lib', relative(LIB, file))), { recursive: true });
    writeFileSync(join(OUT, 'lib', relative(LIB, file)), content);
  }
  writeFileSync(join(OUT, 'lib/html-elements.d.ts'), htmlElementsDeclaration(manifest));

  // The manifest, its module paths pointing at the shipped files instead of src/.
  const shippedManifest = structuredClone(manifest);
  for (const module of shippedManifest.modules) {
    module.path = module.path.replace(/^src\//, 'lib/').replace(/\.tsx?$/, '.js');
  }
  writeFileSync(join(OUT, 'custom-elements.json'), `${JSON.stringify(shippedManifest, null, 2)}\n`);
  for (const file of ['README.md', 'LICENSE']) cpSync(join(ROOT, file), join(OUT, file));

  const peers = Object.keys(pkg.peerDependencies ?? {});
  const shipped = filesUnder(join(OUT, 'lib')).filter((file) => /\.(?:js|d\.ts)$/.test(file));
  const imported = bareImportsOf(shipped).filter((name) => !peers.includes(name));
  const published = {
    name: pkg.name,
    version: pkg.version,
    description:
      'Embeddable reading-portal widgets for school and public libraries: React components and custom elements (lp-*).',
    license: pkg.license,
    type: 'module',
    sideEffects: false,
    engines: { node: enginesFloor(imported, pkg.engines?.node ?? '>=0') },
    main: './lib/index.js',
    module: './lib/index.js',
    types: './lib/index.d.ts',
    exports: exportsMap,
    customElements: 'custom-elements.json',
    peerDependencies: pkg.peerDependencies,
    dependencies: rangesFor(imported, pkg),
  };
  writeFileSync(join(OUT, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  return published;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const published = assemble();
  console.log(
    `dist/package: ${published.name}@${published.version}, ${Object.keys(published.dependencies).length} dependencies, node ${published.engines.node}`,
  );
}
