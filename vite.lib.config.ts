import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import pkg from './package.json' with { type: 'json' };

/**
 * The npm library in dist/lib: ES modules kept one file per source module (so bundlers
 * tree-shake per component and each has its own .d.ts), dependencies left to the app.
 */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/** `libportal/elements/<widget>`: each element on its own, at its source path. */
const WIDGET_ELEMENTS = Object.fromEntries(
  [
    'search-box',
    'search-results',
    'login-dialog',
    'ai-librarian',
    'news-list',
    'book-detail',
    'pre-borrow',
    'category-search',
    'hot-words',
    'recommended-books',
    'ranking-excerpt',
    'recommended-reading',
    'my-borrow',
    'borrow-history',
    'my-messages',
    'account-list',
    'reader-card',
    'reader-settings',
    'my-account',
    'rss-reader',
    'bookshelf',
    'collection-overview',
    'connections',
    'reviews',
    'volunteer-records',
    'reading-portrait',
    'ranking',
    'virtual-bookshelf',
    'booklists',
    'managed-departments',
    'reading-programs',
    'student-tasks',
    'media-player',
    'story-media',
    'read-aloud',
    'composition',
    'composition-marking',
    'activities',
    'competitions',
    'question-bank',
    'ai-selftest',
    'homework',
    'teacher-tasks',
    'class-statistics',
    'learning-statistics',
    'grades',
  ].map((widget) => [`widgets/${widget}/element`, `src/widgets/${widget}/element.ts`]),
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
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', elements: 'src/elements.ts', ...WIDGET_ELEMENTS },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
