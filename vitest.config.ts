import { defineConfig } from 'vitest/config';
import { contractVersion } from '@fairway/contract/version';
import { LongFirst } from './apps/server/test/long-first';

const integration = {
  include: ['apps/server/src/**/*.int.test.ts'],
  testTimeout: 30_000,
  // The files of a worker share its loaded modules: each file builds its own app on its own
  // database copy, so nothing is shared but code, and loading the server's modules once per
  // worker instead of once per file cut their loading time by two thirds (the booking and matches
  // files: 243 s to 77 s in all) and the tier's CPU time by about 40 %.
  isolate: false,
  hookTimeout: 60_000,
  // The migrated and seeded databases the tests copy, built once per run.
  globalSetup: ['apps/server/test/global-setup.ts'],
};

// Tiers: unit tests (no DB, no network) and integration tests (HTTP via app.inject on a fresh
// in-memory PGlite; again on PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    // Four test files at a time, on any machine: an integration test spends much of its time
    // waiting for PostgreSQL (another process) or for its timers, so one file per core left a
    // 2-core machine half idle (integration tier 400 s with the default, 300 s with four).
    maxWorkers: 4,
    // The integration files known to take a minute or more start first (test/long-first.ts).
    sequence: { sequencer: LongFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Pure rules: the files of a worker share its loaded modules (loading the engine and
          // the contract once per worker, not once per file, with the web's files still each on their
          // own, took the unit tier from 227 s to 120 s on the same busy machine).
          isolate: false,
        },
      },
      {
        // The web's build constant (apps/web/vite.config.ts), for the web code under test.
        define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
        test: {
          // Each file on its own: these tests replace globals and modules (vi.stubGlobal, vi.mock).
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/vite-plugins/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      { test: { name: 'integration', ...integration } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'integration-pg',
                ...integration,
                env: { FAIRWAY_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
