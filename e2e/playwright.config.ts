import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// E2E runs in Debian's Chromium at phone size (never a browser download: the executable comes
// from the system). Each worker starts the built server of its own (tests/support/fixtures.ts):
// a PGlite data dir of its own holding a copy of the run's demo clubs (loaded once, by the global
// set-up), on port E2E_PORT + the worker's index, its clock and the browser's going on from the
// same instant. The spec files are shared out among the
// workers; the tests of one file run in order on one worker. app-update.spec.ts takes the two
// ports at E2E_PORT + 8 and + 9, new-club.spec.ts E2E_PORT + 10 and live-two-servers.spec.ts
// E2E_PORT + 11 and + 12, notifications-committee.spec.ts E2E_PORT + 13 and
// notifications-card-deadline.spec.ts E2E_PORT + 14, and the global set-up's server that loads the
// run's demo data once (every other server starts on a copy) E2E_PORT + 15, so at most 8 workers.
const workers = Number(process.env.E2E_WORKERS ?? 2);
if (!(workers >= 1 && workers <= 8)) throw new Error('E2E_WORKERS must be 1 to 8');
// A failed test is run again this many times, in a new worker on a fresh copy of the demo data
// (.ci/run asks for one). One that passes then is reported "flaky" with its first failure and the
// page as it was (failure-context-reporter.ts): a defect to mend, which on a host twice as slow as
// another must not hide what the rest of the run found. Locally none: a failure shows at once.
const retries = Number(process.env.E2E_RETRIES ?? 0);
if (!(retries >= 0 && retries <= 2)) throw new Error('E2E_RETRIES must be 0 to 2');

// Debian's chromium-headless-shell (the old headless mode, as Playwright's own headless runs use)
// where it is installed: the full browser in its new headless mode also renders its own window's
// UI, about 1.5 times the CPU over the whole run (1,762 s against 1,194 s), which on two cores is
// its wall time.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';
const browserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
// The device's notification switch needs the full browser's service worker registration (its
// PushManager), which the headless shell does not offer the app. (The offline app's spec runs in
// the shell too: the hole it once lost there was a score screen that said "kept" before the
// device write was done; docs/QUALITY.md.)
const NEEDS_FULL_BROWSER = /push-switch\.spec\.ts$/;

function launch(executablePath: string) {
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers,
  retries,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./failure-context-reporter.ts']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    launchOptions: launch(browserPath),
    // The installed app's service worker would answer requests before page.route sees them, and
    // keep one test's build of the app for the next; the offline-app, offline-screens and
    // app-update specs allow it for themselves.
    serviceWorkers: 'block',
    // As a member who asked for less motion: no Ionic animations and no skeleton shimmer, which
    // kept Chromium drawing on the machine's two cores while the tests wait.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'phone', testIgnore: NEEDS_FULL_BROWSER },
    {
      name: 'phone, full browser',
      testMatch: NEEDS_FULL_BROWSER,
      use: { launchOptions: launch(FULL_BROWSER) },
    },
  ],
});
