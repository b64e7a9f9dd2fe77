import { defineConfig } from 'vitest/config';
import { contractVersion } from '@fairway/contract/version';

const integration = {
  include: ['apps/server/src/**/*.int.test.ts'],
  testTimeout: 30_000,
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
    projects: [
      {
        // The web's build constant (apps/web/vite.config.ts), for the web code under test.
        define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/vite-plugins/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
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
