import { LOGIN_PATH } from '../paths';
import { reportConnectionFailed } from './connection';

/** The build a reload was last made for, so that a reload cannot repeat itself. */
const RELOADED_FOR = 'fw_reloaded_for_build';

/** The path of the module script this page started from: its build's entry. */
function runningEntry(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : undefined;
}

/** Whether the app page the server hands out now starts from another entry than ours. */
async function serverHasOtherBuild(entry: string): Promise<boolean> {
  try {
    const response = await fetch(LOGIN_PATH, { cache: 'no-store' });
    return response.ok && !(await response.text()).includes(entry);
  } catch {
    return false;
  }
}

function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR);
  } catch {
    return null;
  }
}

/**
 * Code of this build that did not arrive (a page, the menu, a sheet). After a deploy the old
 * build's chunks are gone from the server, and only loading the page again brings the new build's
 * (`reloadIfNewBuild`). Otherwise the connection is down, and the member is told so (spec §8).
 * Misses at the same moment make one check and one message.
 */
export const reportCodeMissing = (): Promise<void> =>
  (reporting ??= reloadIfNewBuild()
    .then((reloading) => {
      if (!reloading) reportConnectionFailed();
    })
    .finally(() => {
      reporting = undefined;
    }));

let reporting: Promise<void> | undefined;
let checking: Promise<boolean> | undefined;

/**
 * Loads the page again when the server now hands out another build than the one running: once
 * per build, so a server that keeps failing cannot make it reload in a loop. True when it reloads.
 */
const reloadIfNewBuild = (): Promise<boolean> =>
  (checking ??= checkBuild().finally(() => {
    checking = undefined;
  }));

async function checkBuild(): Promise<boolean> {
  const entry = runningEntry();
  if (!entry || reloadedFor() === entry || !(await serverHasOtherBuild(entry))) return false;
  try {
    sessionStorage.setItem(RELOADED_FOR, entry);
  } catch {
    // Without sessionStorage the reload still happens; a loop needs a server that changes build
    // on every request.
  }
  window.location.reload();
  return true;
}

/**
 * The bundler's loader announces code (or a stylesheet) it could not fetch for an import it wraps
 * (`vite:preloadError`), also for code fetched ahead of need. That is the moment to notice a new
 * deploy; the import still fails, and a screen that waits for it reports the connection itself.
 */
export function reportBundlerMisses(): () => void {
  const onMiss = () => void reloadIfNewBuild();
  window.addEventListener('vite:preloadError', onMiss);
  return () => window.removeEventListener('vite:preloadError', onMiss);
}
