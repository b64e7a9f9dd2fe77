import { test as base, type BrowserContext } from '@playwright/test';
import { CLOCK_START, E2E_PORT, startServer, type E2eServer } from './server';

export {
  CLOCK_START,
  E2E_PORT,
  LIBFAKETIME,
  SERVER_BUNDLE,
  copySeeded,
  serverEnv,
  startServer,
  type E2eServer,
  type OwnServer,
} from './server';

let workerServer: E2eServer | undefined;

/**
 * The time of this worker's server (its clock started where the seeded data's left off, and runs
 * on): what the tests' own "today" and "now" are, never the real date. Before the server is up
 * (a spec file's top level, read when the tests are listed) it is CLOCK_START, the same day.
 */
export function serverNow(): Date {
  return workerServer ? workerServer.now() : new Date(CLOCK_START);
}

/**
 * Makes a browser context a member's phone of this run: the server's time, running on from there
 * (the app's club clock), and a browser that has not asked about notifications yet. Chromium's
 * headless shell answers 'denied' to every page where a phone's browser says 'default'; a test
 * that wants another answer sets its own (grantPermissions, or an init script of its own).
 */
export async function setUpContext(context: BrowserContext, server: E2eServer): Promise<void> {
  await context.clock.install({ time: server.now() });
  await context.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(window.Notification ?? {}, 'permission');
    // Only the browser's own answer: a test's stand-in, whichever script ran first, stays.
    if (
      native?.get &&
      /\[native code\]/.test(String(native.get)) &&
      native.get.call(Notification) === 'denied'
    )
      Object.defineProperty(Notification, 'permission', {
        configurable: true,
        get: () => 'default',
      });
  });
}

/**
 * Every spec's `test`: each worker has a server of its own (own port, own database), the tests'
 * baseURL is it, and every browser context's clock reads the server's time.
 */
export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use, workerInfo) => {
      const { server, stop } = await startServer(E2E_PORT + workerInfo.parallelIndex);
      workerServer = server;
      try {
        await use(server);
      } finally {
        await stop();
      }
    },
    // A copy of the seeded data starts in seconds; without one (a spec run outside the runner's
    // set-up) the server loads the demo clubs itself, minutes on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  context: async ({ context, server }, use) => {
    await setUpContext(context, server);
    await use(context);
  },
});

export { expect } from '@playwright/test';
