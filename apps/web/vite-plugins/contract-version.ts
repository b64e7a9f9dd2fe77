import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTRACT_SRC = fileURLToPath(new URL('../../../packages/contract/src', import.meta.url));

/**
 * A fingerprint of the API contract (packages/contract) this build was made against. Answers kept
 * on the device carry it, so a build with another contract never reads them as its own.
 */
export function contractVersion(): string {
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
