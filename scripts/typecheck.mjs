// Type-checks every workspace with its own tsconfig (web needs DOM + JSX, server needs node types).
import { execFileSync } from 'node:child_process';

const projects = [
  '.',
  'packages/golf',
  'packages/contract',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'bench/web/baseline',
];
let failed = false;
for (const p of projects) {
  try {
    execFileSync('npx', ['tsc', '-p', `${p}/tsconfig.json`], { stdio: 'inherit' });
    console.log(`typecheck ${p}: ok`);
  } catch {
    failed = true;
    console.error(`typecheck ${p}: FAILED`);
  }
}
process.exit(failed ? 1 : 0);
