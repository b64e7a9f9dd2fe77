import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, makeSeededTemplate, useSeededTemplate } from './tests/support/server';

/**
 * Builds the web app and the server when their sources changed, as `npm start` does, then loads
 * the demo data once for the whole run (tests/support/server.ts "seeded data"): every server of
 * the run starts on a copy. A template loaded ahead for this run (FAIRWAY_E2E_TEMPLATE, by
 * `npm test` from the same build: seed-template.ts) is taken instead. Answers the run's teardown,
 * which removes that data.
 */
export default async function globalSetup(): Promise<() => void> {
  const start = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [start, '--build-only'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building the app for the e2e run failed');
  const ahead = process.env.FAIRWAY_E2E_TEMPLATE;
  return (ahead && useSeededTemplate(ahead)) || makeSeededTemplate(E2E_PORT + 15);
}
