import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, makeSeededTemplate } from './tests/support/server';

/**
 * Builds the web app and the server when their sources changed, as `npm start` does, then loads
 * the demo data once for the whole run (tests/support/server.ts "seeded data"): every server of
 * the run starts on a copy. Answers the run's teardown, which removes that data.
 */
export default async function globalSetup(): Promise<() => void> {
  const start = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [start, '--build-only'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building the app for the e2e run failed');
  return makeSeededTemplate(E2E_PORT + 15);
}
