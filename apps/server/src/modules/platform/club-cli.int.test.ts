import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CREATE_HOGE_DIJK } from '../../../test/club-fixtures';
import { DB_KIND } from '../../../test/harness';
import { LOCK_FILE } from '../../db/data-dir-lock';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fairway-club-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run club -- …args` as an operator runs it, on a PGlite data directory of its own. */
const { DATABASE_URL: _postgres, ...env } = process.env;
const club = (...args: string[]) =>
  run('npm', ['run', '-s', 'club', '--', ...args], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, PUBLIC_URL: 'https://golf.example.nl' },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

// The command's own process on the embedded database; PostgreSQL runs the same code in-process
// (club-setup.int.test.ts).
describe.skipIf(DB_KIND === 'postgres')('npm run club on a new DATA_DIR', () => {
  it('creates and migrates the database, and prints the link on a line of its own', async () => {
    const r = await club(...CREATE_HOGE_DIJK);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toContainEqual(
      expect.stringMatching(/^https:\/\/golf\.example\.nl\/login#password=[\w-]{43}$/),
    );
    const list = await club('list');
    expect(list.stdout).toContain('hogedijk\t1000\tGolfclub De Hoge Dijk');
  }, 60_000);

  it('refuses to open the files while another live process holds them', async () => {
    // This test's own process stands in for a running server.
    writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid));
    const r = await club('list');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`is in use by process ${process.pid}`);
    rmSync(path.join(dataDir, LOCK_FILE));
  }, 60_000);
});
