// The contract's version: a fingerprint of this package's sources (src/), the same for the web
// build that was made against them and the server that answers by them. Node-only (it reads the
// files), so it sits beside src/ and outside its hash; plain JavaScript, so the server's bundle
// can import it at run time from here (apps/server/build.mjs keeps it outside the bundle).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTRACT_SRC = fileURLToPath(new URL('./src', import.meta.url));

/** Names another version than the sources' own: only for the update test (e2e/tests/app-update.spec.ts). */
export const CONTRACT_VERSION_ENV = 'FAIRWAY_CONTRACT_VERSION';

/** The contract's version, or the one `FAIRWAY_CONTRACT_VERSION` names. */
export function contractVersion(env = process.env) {
  const named = env[CONTRACT_VERSION_ENV];
  if (named) return named;
  const hash = createHash('sha256');
  const files = readdirSync(CONTRACT_SRC)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  for (const name of files) {
    hash.update(name);
    hash.update(readFileSync(path.join(CONTRACT_SRC, name)));
  }
  return hash.digest('hex').slice(0, 12);
}
