import { defineConfig } from 'vitest/config';

// Three suites with different environments: components in jsdom, the server against a real
// database in Node, and end-to-end journeys in headless Chromium against the built portal.
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
          // Component journeys with axe and many role queries take seconds in jsdom on 2 busy
          // cores; the 5 s default made them fail on load, not on behaviour.
          testTimeout: 15_000,
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['server/**/*.test.ts'],
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
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
