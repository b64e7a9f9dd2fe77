import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the web app and the server when their sources changed, as `npm start` does. */
export default function globalSetup(): void {
  const start = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [start, '--build-only'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building the app for the e2e run failed');
}
