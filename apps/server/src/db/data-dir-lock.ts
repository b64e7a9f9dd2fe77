import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file that names the process holding a PGlite data directory. */
export const LOCK_FILE = 'fairway.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims a PGlite data directory for this process, or throws when a live process holds it: PGlite
 * is one connection per process, and a second process writing the same files corrupts them. A
 * lock left by a process that died is taken over. `force` (the server) takes it whoever holds it:
 * a restarted container can give a stale lock's number to another process, and the server must
 * start. Returns the release.
 */
export function claimDataDir(dir: string, opts: { force?: boolean } = {}): () => void {
  const file = path.join(dir, LOCK_FILE);
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    holder = undefined;
  }
  if (!opts.force && holder && holder !== process.pid && alive(holder)) {
    throw new Error(
      `${dir} is in use by process ${holder} (a running Fairway server?): stop it first, or use ` +
        `DATABASE_URL (if no such server runs, delete ${file})`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}
