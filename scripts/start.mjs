// `npm start`: builds the web app and the server when their sources are newer than their builds,
// then runs the server (PGlite in DATA_DIR unless DATABASE_URL is set; demo clubs on the first
// start). `--build-only` stops after the builds (the e2e run starts its servers itself).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Whether `output` is missing or older than any of `inputs` (files or folders). */
function stale(output, inputs) {
  if (!existsSync(output)) return true;
  const newest = Math.max(
    ...inputs
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  return statSync(output).mtimeMs < newest;
}

function run(what, args) {
  console.log(`Building ${what} (first start or changed sources)...`);
  const r = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const packages = ['packages/golf/src', 'packages/contract/src'];
const webBuild = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/i18n',
  ...packages,
];
if (stale(webBuild, webSources)) run('the web app', ['npm', 'run', 'build', '-w', 'apps/web']);

// The server runs as one bundle on plain node (apps/server/build.mjs says why).
const serverBuild = path.join(root, 'apps/server/dist/main.mjs');
if (stale(serverBuild, ['apps/server/src', 'apps/server/build.mjs', ...packages]))
  run('the server', [process.execPath, path.join(root, 'apps/server/build.mjs')]);

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', serverBuild], {
  cwd: root,
  stdio: 'inherit',
  // React renders the first screen on the server (apps/web/src/first-screen): its production
  // build, unless asked otherwise, is several times faster than its development build.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
