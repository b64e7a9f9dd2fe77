// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (PGlite in DATA_DIR unless DATABASE_URL is set; demo clubs on the first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const built = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/i18n',
  'packages/golf/src',
  'packages/contract/src',
]
  .map((p) => path.join(root, p))
  .filter(existsSync);
const sourceTime = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the web app (first start or changed sources)...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    // React renders the first screen on the server (apps/web/src/first-screen): its production
    // build, unless asked otherwise, is several times faster than its development build.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
