import { execFile, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { elementsOf } from '../../scripts/package-lib.mjs';

// The packed package in the two apps a web team starts from: a Vite + React + TypeScript app
// and a Vue 3 app (Vite, `<script setup lang="ts">`), each type-checked and built. The package
// is installed as npm lays it out, offline: the tarball's files in node_modules/libportal, and
// next to it only its declared dependencies and peers (linked from the repository's install)
// and the app's own tools, so an import the package does not declare fails to resolve.
// The React app also type-checks every TypeScript block of README.md and docs/npm-package.md,
// and a file that uses each element and event of the manifest through the DOM's own types.
const ROOT = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
/** Type-check and build of one app on 2 busy cores. */
const STEP_TIMEOUT_MS = 120_000;
const DOCS_WITH_CODE = ['README.md', 'docs/npm-package.md'];

let workDir = '';
let packageJson: { dependencies: Record<string, string>; peerDependencies: Record<string, string> };

function write(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** node_modules of a new app: libportal from the tarball, the rest linked from the repository. */
function install(app: string, tools: string[]): void {
  const modules = join(app, 'node_modules');
  mkdirSync(join(modules, 'libportal'), { recursive: true });
  execFileSync('tar', [
    '-xzf',
    inject('libportalTarball'),
    '-C',
    join(modules, 'libportal'),
    '--strip-components=1',
  ]);
  const names = [
    ...Object.keys(packageJson.dependencies),
    ...Object.keys(packageJson.peerDependencies),
    ...tools,
  ];
  for (const name of new Set(names)) {
    const target = join(ROOT, 'node_modules', name);
    if (!existsSync(target)) throw new Error(`${name} is not installed in the repository`);
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(target, join(modules, name), 'dir');
  }
}

async function node(app: string, script: string, args: string[]) {
  return run('node', [join(app, 'node_modules', script), ...args], {
    cwd: app,
    timeout: STEP_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(
      `${script} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`,
    );
  });
}

/** The ```ts/```tsx/```js blocks of a Markdown file. */
function codeBlocks(markdown: string): { lang: string; code: string }[] {
  return [...markdown.matchAll(/^```(tsx|ts|jsx|js)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1] ?? 'ts',
    code: match[2] ?? '',
  }));
}

/**
 * A file that uses every element of the manifest through `document.createElement` (each
 * attribute as a property of the manifest's type) and listens to every event it fires (the
 * detail typed as `LpEventMap` says): it type-checks only while the package's DOM types and the
 * manifest agree.
 */
function everyElementFile(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
  const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  let out =
    "import type { LpEventMap } from 'libportal';\n\nexport function useEveryElement(): void {\n";
  elementsOf(manifest).forEach((element, index) => {
    const variable = `element${index}`;
    out += `  const ${variable} = document.createElement(${JSON.stringify(element.tag)});\n`;
    for (const attribute of element.attributes) {
      const type = attribute.type?.text ?? 'string';
      const optional = type === 'boolean' ? '' : ' | undefined';
      out += `  ${variable}.${camel(attribute.name)} satisfies ${type}${optional};\n`;
    }
    for (const event of element.events) {
      const name = JSON.stringify(event.name);
      out += `  ${variable}.addEventListener(${name}, (event) => {\n    event.detail satisfies LpEventMap[${name}];\n  });\n`;
    }
  });
  return `${out}}\n`;
}

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'libportal-apps-'));
  const tarList = execFileSync(
    'tar',
    ['-xzOf', inject('libportalTarball'), 'package/package.json'],
    {
      encoding: 'utf8',
    },
  );
  packageJson = JSON.parse(tarList);
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('a new Vite + React + TypeScript app with the package', () => {
  it('type-checks (with the docs’ examples and every element and event) and builds', async () => {
    const app = join(workDir, 'react-app');
    const docsBlocks = DOCS_WITH_CODE.flatMap((file) =>
      codeBlocks(readFileSync(join(ROOT, file), 'utf8')).map((block, index) => ({
        path: `src/docs/${file.replace(/\W+/g, '-')}-${index + 1}.${block.lang}`,
        code: block.code,
      })),
    );
    // README's React example and the package doc's three: a regex that found none would
    // check nothing.
    expect(docsBlocks.length).toBeGreaterThanOrEqual(3);
    write(app, {
      'package.json': JSON.stringify({ name: 'react-app', private: true, type: 'module' }),
      // As create-vite's react-ts template sets it.
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          useDefineForClassFields: true,
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          types: ['vite/client'],
          skipLibCheck: true,
          moduleResolution: 'bundler',
          allowImportingTsExtensions: true,
          verbatimModuleSyntax: true,
          moduleDetection: 'force',
          noEmit: true,
          jsx: 'react-jsx',
          allowJs: true,
          checkJs: true,
          strict: true,
          noFallthroughCasesInSwitch: true,
        },
        include: ['src'],
      }),
      'vite.config.ts': [
        "import react from '@vitejs/plugin-react';",
        "import { defineConfig } from 'vite';",
        'export default defineConfig({ plugins: [react()] });',
        '',
      ].join('\n'),
      'index.html':
        '<!doctype html><html><body><div id="root"></div><lp-search-box></lp-search-box>' +
        '<script type="module" src="/src/main.tsx"></script></body></html>\n',
      'src/main.tsx': `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LibportalProvider, SearchBox, SearchResults, type LpEvent } from 'libportal';
import { defineElements } from 'libportal/elements';

defineElements();

// The DOM's own lookups are typed: the element's attributes as properties, the events' details.
const box = document.querySelector('lp-search-box');
if (box) box.resultsUrl = '/catalogue?q={keyword}';
box?.addEventListener('lp-search', (event) => console.log(event.detail.keyword.trim()));
box?.addEventListener('lp-navigate', (event) => {
  event.preventDefault();
  console.log(event.detail.path);
});
const dialog = document.createElement('lp-login-dialog');
dialog.open = true;
dialog.addEventListener('lp-login', (event) => console.log(event.detail.roles.length));

function App() {
  const [keyword, setKeyword] = useState('');
  const onNavigate = (event: LpEvent<'lp-navigate'>) => {
    event.preventDefault();
    setKeyword(String(event.detail.query.keyword ?? ''));
  };
  return (
    <LibportalProvider apiBase="/api">
      <SearchBox onNavigate={onNavigate} />
      <SearchResults keyword={keyword} />
    </LibportalProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
      'src/every-element.ts': everyElementFile(),
      ...Object.fromEntries(docsBlocks.map((block) => [block.path, block.code])),
    });
    install(app, [
      'vite',
      '@vitejs/plugin-react',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ]);

    await node(app, 'typescript/bin/tsc', ['-p', '.']);
    await node(app, 'vite/bin/vite.js', ['build', '--logLevel', 'warn']);
    const assets = readdirSync(join(app, 'dist/assets'));
    const bundle = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8'))
      .join('\n');
    expect(bundle.includes('lp-search-box'), 'the bundle names lp-search-box').toBe(true);
    expect(readFileSync(join(app, 'dist/index.html'), 'utf8')).toMatch(/assets\/index-[\w-]+\.js/);
  });
});

describe('a new Vue 3 app with the package', () => {
  it('type-checks its single-file component with vue-tsc and builds', async () => {
    const app = join(workDir, 'vue-app');
    write(app, {
      'package.json': JSON.stringify({ name: 'vue-app', private: true, type: 'module' }),
      // As create-vue's TypeScript template sets it.
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          types: ['vite/client'],
          skipLibCheck: true,
          verbatimModuleSyntax: true,
          noEmit: true,
          strict: true,
          jsx: 'preserve',
        },
        include: ['src/**/*.ts', 'src/**/*.vue'],
      }),
      'vite.config.ts': [
        "import vue from '@vitejs/plugin-vue';",
        "import { defineConfig } from 'vite';",
        'export default defineConfig({',
        '  plugins: [',
        // The package's elements are custom elements, not Vue components.
        "    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('lp-') } } }),",
        '  ],',
        '});',
        '',
      ].join('\n'),
      'index.html':
        '<!doctype html><html><body><div id="app"></div>' +
        '<script type="module" src="/src/main.ts"></script></body></html>\n',
      'src/main.ts': `import { createApp } from 'vue';
import { define } from 'libportal/elements/search-box';
import App from './App.vue';

define();
createApp(App).mount('#app');
`,
      'src/App.vue': `<script setup lang="ts">
import { onMounted, ref } from 'vue';
import type { LpEvent } from 'libportal';

const keyword = ref('');
const box = ref<HTMLElementTagNameMap['lp-search-box'] | null>(null);

function onSearch(event: LpEvent<'lp-search'>) {
  keyword.value = event.detail.keyword;
}

onMounted(() => {
  if (box.value) box.value.resultsUrl = '/catalogue?q={keyword}';
  box.value?.addEventListener('lp-navigate', (event) => {
    event.preventDefault();
    keyword.value = String(event.detail.query.keyword ?? '');
  });
});
</script>

<template>
  <lp-search-box ref="box" org-code="YTKJ" @lp-search="onSearch"></lp-search-box>
  <p>{{ keyword }}</p>
</template>
`,
    });
    install(app, ['vite', '@vitejs/plugin-vue', 'vue', 'typescript', 'vue-tsc']);

    await node(app, 'vue-tsc/bin/vue-tsc.js', ['-p', '.']);
    await node(app, 'vite/bin/vite.js', ['build', '--logLevel', 'warn']);
    const bundle = readdirSync(join(app, 'dist/assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8'))
      .join('\n');
    // The template kept <lp-search-box> as an element (isCustomElement), not a component.
    expect(/[`"']lp-search-box[`"']/.test(bundle), 'the bundle names lp-search-box').toBe(true);
  });
});
