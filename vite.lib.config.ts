import { existsSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

/**
 * The npm library in dist/lib: ES modules kept one file per source module (so bundlers
 * tree-shake per component and each has its own .d.ts), every package left to the app: what
 * the library imports becomes the published package's `dependencies`
 * (scripts/package-lib.mjs), so nothing is bundled in unnoticed.
 */
const isPackage = (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

/**
 * `libportal/elements/<widget>`: each element on its own, at its source path; every widget
 * folder with an element.ts, so a new widget needs no entry here.
 */
const WIDGET_ELEMENTS = Object.fromEntries(
  readdirSync('src/widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/widgets/${entry.name}/element.ts`))
    .map(({ name }) => [`widgets/${name}/element`, `src/widgets/${name}/element.ts`]),
);

const ROOT = import.meta.dirname;
const OUT = join(ROOT, 'dist/lib');

/**
 * Node's ESM resolution (TypeScript `node16`/`nodenext`) needs full specifiers: the source
 * imports `./widgets/search-box`, the declaration must say `./widgets/search-box/index.js`.
 */
function withFullSpecifiers(declarationPath: string, content: string): string {
  const sourceDir = join(ROOT, 'src', relative(OUT, dirname(declarationPath)));
  return content.replace(
    /(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\2/g,
    (match, lead, quote, specifier) => {
      if (/\.(js|json)$/.test(specifier)) return match;
      const base = join(sourceDir, specifier);
      const file = ['.ts', '.tsx'].some((ext) => existsSync(base + ext));
      const full = file ? `${specifier}.js` : `${specifier}/index.js`;
      return `${lead}${quote}${full}${quote}`;
    },
  );
}

export default defineConfig({
  plugins: [
    react(),
    dts({
      include: ['src/index.ts', 'src/elements.ts', 'src/core', 'src/widgets'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
      entryRoot: 'src',
      outDirs: 'dist/lib',
      beforeWriteFile: (filePath, content) => ({ content: withFullSpecifiers(filePath, content) }),
    }),
  ],
  publicDir: false,
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    // None: they would point at src/, which the package does not ship.
    sourcemap: false,
    lib: {
      entry: { index: 'src/index.ts', elements: 'src/elements.ts', ...WIDGET_ELEMENTS },
      formats: ['es'],
    },
    rollupOptions: {
      external: isPackage,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
