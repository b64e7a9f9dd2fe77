/**
 * bench/start: how long `npm start` takes until its first 200 (docs/QUALITY.md "Performance"), on
 * the embedded database: the first start on an empty data dir (migrations and the demo clubs), then
 * starts on that existing data dir. Beside it, in the same run, the baseline: `node` with a bare
 * HTTP server, the floor of any Node server on this machine. Needs a built web app (`npm run build
 * -w apps/web`), or the first start would time Vite's build too.
 *
 *   npx tsx bench/start/run.ts              # 3 first starts, 5 starts on an existing data dir
 *   npx tsx bench/start/run.ts --first 1 --again 3
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const n = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number >= 1`);
  return n;
};
const FIRST = opt('first', 3);
const AGAIN = opt('again', 5);
const root = new URL('../../', import.meta.url).pathname;
if (!existsSync(path.join(root, 'apps/web/dist/index.html')))
  throw new Error('build the web app first: npm run build -w apps/web');

/** Starts a command in a process group of its own; resolves with the ms until GET `url` is 200. */
async function timeToFirst200(
  command: string,
  commandArgs: string[],
  port: number,
  env: Record<string, string> = {},
): Promise<number> {
  const started = performance.now();
  // npm starts a shell, the shell node: the whole group is stopped afterwards.
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`${command} exited with ${exited} before answering`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error(`${command}: no 200 in 120 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => (exited !== null ? r(null) : child.once('exit', r)));
  }
}

const port = 3900 + Math.floor(Math.random() * 90);
const bare = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
const baseline: number[] = [];
const first: number[] = [];
const again: number[] = [];
const dirs: string[] = [];
try {
  for (let i = 0; i < FIRST; i++) {
    baseline.push(await timeToFirst200(process.execPath, ['-e', bare], port));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fw-benchstart-'));
    dirs.push(dir);
    first.push(await timeToFirst200('npm', ['start'], port, { DATA_DIR: dir }));
  }
  for (let i = 0; i < AGAIN; i++) {
    baseline.push(await timeToFirst200(process.execPath, ['-e', bare], port));
    again.push(await timeToFirst200('npm', ['start'], port, { DATA_DIR: dirs[0]! }));
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const line = (label: string, xs: number[], bar: string) =>
  console.log(
    `${label.padEnd(44)} median ${(median(xs) / 1000).toFixed(2)} s, max ${(Math.max(...xs) / 1000).toFixed(2)} s (${xs.length} runs; bar ${bar})`,
  );
line('baseline: node with a bare HTTP server', baseline, '—');
line('npm start, first start (migrations, demo data)', first, '<= 20 s');
line('npm start, existing data dir', again, '<= 3 s');
