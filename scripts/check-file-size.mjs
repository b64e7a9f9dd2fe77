// Fails when a production source file (.ts, .tsx or .css under apps/ or packages/) is longer than
// MAX_LINES: a file that long does more than one job, and the next engineer finds things by the
// folder and file names (docs/ARCHITECTURE.md "Conventions"). Tests and test support are not
// production files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 500;

/**
 * Files still over MAX_LINES, each the next to split. An entry goes once its file is split (the
 * check says so when one is no longer over); a new file is never added here.
 * @type {Set<string>}
 */
export const ALLOWED = new Set([
  // none left: every production file is within MAX_LINES
]);

/** Whether a repository path is a production source file the limit applies to. */
export function isProduction(file) {
  if (!/^(apps|packages)\//.test(file) || !/\.(ts|tsx|css)$/.test(file)) return false;
  if (/\.test\.tsx?$/.test(file) || /\.fixtures\.ts$/.test(file) || file.endsWith('.d.ts'))
    return false;
  return !file.split('/').some((dir) => dir === 'test' || dir === 'node_modules');
}

/**
 * The problems of a set of files by their line counts: each production file over the limit and
 * not allowed, and each allowed file that is no longer over it (or gone), whose entry must go.
 */
export function problemsOf(lines, allowed = ALLOWED, max = MAX_LINES) {
  const problems = [];
  for (const [file, n] of lines)
    if (isProduction(file) && n > max && !allowed.has(file))
      problems.push(`${file}: ${n} lines (at most ${max}): split it by job`);
  for (const file of allowed) {
    const n = lines.get(file);
    if (n === undefined) problems.push(`${file}: allowed above ${max} lines but not there`);
    else if (n <= max)
      problems.push(`${file}: ${n} lines now: remove it from ALLOWED in check-file-size.mjs`);
  }
  return problems;
}

/** A file's line count: its lines, a last one without a newline included. */
export const lineCount = (text) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // The files git knows: nothing generated or installed is looked at.
  const files = execFileSync('git', ['ls-files', '-z', 'apps', 'packages'], { cwd: root })
    .toString()
    .split('\0')
    .filter(isProduction);
  const lines = new Map(files.map((f) => [f, lineCount(readFileSync(path.join(root, f), 'utf8'))]));
  const problems = problemsOf(lines);
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log(
    `file size: ${files.length} production files, none above ${MAX_LINES} lines but the ${ALLOWED.size} allowed`,
  );
}
