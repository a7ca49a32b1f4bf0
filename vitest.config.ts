import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './vite.embed.config';

const nodeModule = (path: string) =>
  fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

// Suites with different environments: components in jsdom (on React, and again on the
// embed's preact/compat), the server against a real database in Node, the packed package,
// and end-to-end journeys in headless Chromium against the built portal and embed.
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          // Groups run one after another: unit, then server, then the browser journeys,
          // so the suites do not fight over 2 cores.
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.preact.test.{ts,tsx}'],
          // Component journeys with axe and many role queries take seconds in jsdom on 2 busy
          // cores; the 5 s default made them fail on load, not on behaviour.
          testTimeout: 15_000,
          setupFiles: ['src/test-setup.ts'],
          // Vitest's default is one worker less than the cores: one on a 2-core CI machine.
          maxWorkers: 2,
        },
      },
      {
        // The embed ships the widgets on preact/compat (vite.embed.config.ts): their tests and
        // every story's play function run again on that runtime, so a difference between
        // React DOM and preact/compat fails here and not on a school's page.
        extends: './vite.config.ts',
        resolve: {
          alias: [
            // Exact names: the tests also load the development JSX runtime and test utilities.
            ...Object.entries({
              ...PREACT_ALIASES,
              'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
              'react-dom/test-utils': 'preact/test-utils',
            }).map(([name, replacement]) => ({ find: new RegExp(`^${name}$`), replacement })),
            // Their CommonJS builds would `require` the real React past the aliases.
            {
              find: /^@testing-library\/react$/,
              replacement: nodeModule('@testing-library/react/dist/@testing-library/react.esm.js'),
            },
            {
              find: /^styled-components$/,
              replacement: nodeModule('styled-components/dist/styled-components.browser.esm.js'),
            },
            {
              find: /^use-sync-external-store\/shim(\/index\.js|\/with-selector\.js)?$/,
              replacement: fileURLToPath(
                new URL('./src/test/use-sync-external-store.ts', import.meta.url),
              ),
            },
          ],
        },
        test: {
          name: 'unit-preact',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          // What renders (the .ts tests render nothing); the portal (src/host-app) runs on
          // React only.
          include: ['src/{core,widgets}/**/*.test.tsx', 'src/stories/*.test.tsx'],
          testTimeout: 15_000,
          setupFiles: ['src/test-setup.ts'],
          maxWorkers: 2,
          // Packages that import React are bundled by Vite (not loaded by Node), so the aliases
          // reach their imports too.
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /styled-components/,
                /react-i18next/,
                /@tanstack\/react-query/,
                /@r2wc/,
                /storybook/,
                // The content editor's React bindings.
                /@tiptap\/react/,
              ],
            },
          },
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each seed is made once per run and copied into every file that asks for it.
          globalSetup: ['server/test/snapshots-setup.ts'],
          // Each file starts its own embedded PostgreSQL; two at once is what 2 cores allow.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'package',
          sequence: { groupOrder: 2 },
          environment: 'node',
          // Builds and packs the package once for all its files.
          globalSetup: ['tests/package/pack-setup.ts'],
          // Importing the whole built library (three.js among it) takes seconds on a busy CI.
          testTimeout: 60_000,
          include: ['tests/package/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // One retry: on two busy cores a browser test can lose a race the product does not
          // have. A test that needs its retry is named under the summary (run-tests.mjs), so a
          // race that is the product's (the content editor's focus was one) is still seen.
          retry: 1,
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
