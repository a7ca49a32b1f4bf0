import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The architecture's arrows (DESIGN.md "Layout"): host-app → widgets → core; a widget uses
 * another only through events or the public component (never its files); the server takes
 * from src/ nothing but the dependency-free API contract. A wrong arrow fails `npm test`.
 */
const widgetNames = readdirSync(new URL('./src/widgets', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  {
    target: './src/core',
    from: ['./src/widgets', './src/host-app', './src/embed'],
    message: 'core is the bottom layer: it imports no widget and no page.',
  },
  {
    target: './src/widgets',
    from: './src/host-app',
    message: 'widgets do not know the portal: the portal arranges widgets.',
  },
  ...widgetNames.map((name) => ({
    target: `./src/widgets/${name}`,
    from: './src/widgets',
    // Its own folder, and the other widgets' public entries (index.ts).
    except: [
      `./${name}`,
      ...widgetNames.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: 'a widget composes another through its events or public component, never its files.',
  })),
  {
    target: './src',
    from: ['./server', './bench', './tests'],
    message: 'the client code does not import the server, benches or end-to-end tests.',
  },
  {
    target: './server/src',
    from: './src',
    except: ['./core/api/contract'],
    message: 'the server imports from src/ only the dependency-free API contract.',
  },
  {
    // The prerender test compares the server's first calls with the home page's own list.
    target: './server/test',
    from: './src',
    except: [
      './core/api/contract',
      './host-app/prerender.tsx',
      './host-app/pages/public/HomePage.tsx',
    ],
    message:
      'server tests import from src/ only the API contract (and what the prerender test compares).',
  },
];

/** No `queryKey:` outside src/core/api/queries (see the block that applies it). */
const QUERY_KEY_ELSEWHERE = {
  selector: "ObjectExpression > Property[key.name='queryKey']",
  message:
    'Query keys live in src/core/api/queries/<area>.ts: export a query options function (queryOptions, keyed by areaKey) or an invalidate helper there and use it here.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.data',
      '.scratch',
      'node_modules',
      'storybook-static',
      'coverage',
      'server/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One place for query keys: a widget or a page takes query options (and the helpers that
    // invalidate them) from the API area's module, so a key is written once and a mutation
    // elsewhere can refresh it by its area.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/api/queries/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', QUERY_KEY_ELSEWHERE] },
  },
  {
    // One way to change data: a widget runs a core `defineMutation` with `useApiMutation`,
    // whose `isPending` disables the button and whose `run` ignores a second call while one
    // is pending. A hand-made `useRef(false)` flag is how the old double-submit guards began;
    // a flag that is not about a write (focus to move after a render, a drag that must not
    // click) says so: `// eslint-disable-next-line no-restricted-syntax -- <why>`.
    // (The rule's options replace the block above for these files, so it is repeated.)
    files: ['src/widgets/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        QUERY_KEY_ELSEWHERE,
        {
          selector:
            "CallExpression[callee.name='useRef'][arguments.length=1][arguments.0.value=false]",
          message:
            'A write is guarded by useApiMutation (src/core/api/queries/mutation.ts): run ignores a second call while one is pending, isPending disables the button. For a flag that is not a write guard, disable this line with the reason.',
        },
      ],
    },
  },
  {
    // Styles beside the component: a widget's or a page's styled parts live in the styles.ts
    // of its folder (src/widgets/my-borrow/ is the model), so a component file reads as
    // behaviour and the look of a folder is in one place. Stories and tests may style a frame.
    files: ['src/widgets/**/*.tsx', 'src/host-app/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              importNames: ['default', 'css', 'keyframes', 'createGlobalStyle'],
              message: "Styled parts live in the folder's styles.ts (see src/widgets/my-borrow/).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
