import { newVersionDeployed } from '../app/app-update';
import { LOGIN_PATH } from '../paths';
import { reportConnectionFailed } from './connection';

/** The path of the module script this page started from: its build's entry. */
function runningEntry(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : undefined;
}

/** Whether the app page the server hands out now starts from another entry than ours. */
async function serverHasOtherBuild(): Promise<boolean> {
  const entry = runningEntry();
  if (!entry) return false;
  try {
    const response = await fetch(LOGIN_PATH, { cache: 'no-store' });
    return response.ok && !(await response.text()).includes(entry);
  } catch {
    return false;
  }
}

/**
 * Code of this build that did not arrive (a page, the menu, a sheet). After a deploy the old
 * build's chunks are gone from the server: that is a new version, offered as every new version is
 * (app/app-update.ts: the worker fetches it, the member reloads when it suits them). Otherwise the
 * connection is down, and the member is told so (spec §8). Misses at the same moment make one
 * check and one message.
 */
export const reportCodeMissing = (): Promise<void> =>
  (reporting ??= noticeNewBuild()
    .then((deployed) => {
      if (!deployed) reportConnectionFailed();
    })
    .finally(() => {
      reporting = undefined;
    }));

let reporting: Promise<void> | undefined;
let checking: Promise<boolean> | undefined;

/** Offers the new version when the server now hands out another build; true when it does. */
const noticeNewBuild = (): Promise<boolean> =>
  (checking ??= serverHasOtherBuild()
    .then((deployed) => {
      if (deployed) void newVersionDeployed();
      return deployed;
    })
    .finally(() => {
      checking = undefined;
    }));

/**
 * The bundler's loader announces code (or a stylesheet) it could not fetch for an import it wraps
 * (`vite:preloadError`), also for code fetched ahead of need. That is the moment to notice a new
 * deploy; the import still fails, and a screen that waits for it reports the connection itself.
 */
export function reportBundlerMisses(): () => void {
  const onMiss = () => void noticeNewBuild();
  window.addEventListener('vite:preloadError', onMiss);
  return () => window.removeEventListener('vite:preloadError', onMiss);
}
