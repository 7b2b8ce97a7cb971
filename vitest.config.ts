import { defineConfig } from 'vitest/config';

// Three projects so each kind of test gets the set-up it needs: unit tests none,
// integration tests one embedded Postgres shared by the run (a fresh database per file),
// browser tests the built app started as `npm start` would. They run one after another
// (sequence.groupOrder): on 2 cores, renders in all three at once only slow each other down.
// Within a project two files run at once (vitest's default on 2 cores is one): much of a file's
// time is spent waiting on Postgres, child processes and the browser, and two at a time took the
// unit project from 203 s to 117 s and the integration project from 327 s to 180 s.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // A worker keeps the modules it loaded for its next file: unit tests hold no state between files, and
          // importing the brain and the renderer once per worker instead of once per file took the project from
          // 202 s to 174 s.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.tsx',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          testTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['packages/*/src/**/*.int.test.ts', 'apps/*/src/**/*.int.test.ts'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          maxWorkers: 2,
          // Browser tests wait for what a person would wait for; on a busy machine that can take
          // more than vitest's default second. A poll still ends as soon as its condition holds.
          expect: { poll: { timeout: 15_000, interval: 50 } },
        },
      },
    ],
  },
});
