// Fails when a file reaches into another area's internals (docs/ARCHITECTURE.md "Conventions"):
// each server module (apps/server/src/modules/<name>) and web feature (apps/web/src/features/<name>)
// is used from outside through its index.ts, so what an area keeps to itself can change without
// reading every other area first. A script, not eslint's no-restricted-imports, because the rule
// needs the relative paths resolved: `./x` inside an area is fine, `../matches/x` from outside is not.
// Tests may reach in (they set up and inspect the rows an area keeps).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose subfolders are areas with a public face. */
export const AREA_ROOTS = ['apps/server/src/modules', 'apps/web/src/features'];

/**
 * The imports that may go past a face, each with why. `from` and `to` are globs matched against
 * repository-relative paths (`*` within one folder name, `**` across folders).
 */
export const ALLOWED = [
  {
    from: 'apps/web/src/**',
    to: 'apps/web/src/features/*/**/*-page.tsx',
    why: 'pages are loaded lazily by the route table; through the index they would join the first bundle',
  },
  {
    from: 'apps/web/src/**',
    to: 'apps/web/src/features/*/**/*.css',
    why: 'a stylesheet is imported for its side effect by the page that uses its classes',
  },
  {
    from: 'apps/web/src/app/boot-script.ts',
    to: 'apps/web/src/features/scorecards/notification-invite-state.ts',
    why: 'the boot script is bundled alone and inlined into every page: through the face it would carry the whole feature',
  },
  {
    from: 'apps/web/src/app/login-start.tsx',
    to: 'apps/web/src/features/auth/login-screen.tsx',
    why: "the start-up renders the login screen; auth's face also serves the shell's sign-out, and the shell is what the login screen opens: through the face that is a circle",
  },
  ...['courses', 'handicap', 'scorecards'].flatMap((from) =>
    ['courses', 'handicap', 'scorecards'].map((to) => ({
      from: `apps/server/src/modules/${from}/**`,
      to: `apps/server/src/modules/${to}/**`,
      why: "a card is played on a course's holes and, once submitted, changes the handicap record: the three use each other's parts, and through their faces they would import each other in a circle",
    })),
  ),
];

/** @param {string} glob */
export function globToRegExp(glob) {
  const source = glob
    .split(/(\*\*\/|\*\*$|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The area a repository-relative path belongs to (`apps/server/src/modules/matches`), or null.
 * @param {string} file
 */
export function areaOf(file) {
  for (const areaRoot of AREA_ROOTS) {
    if (file.startsWith(`${areaRoot}/`)) {
      const name = file.slice(areaRoot.length + 1).split('/')[0];
      if (name && file !== `${areaRoot}/${name}`) return `${areaRoot}/${name}`;
    }
  }
  return null;
}

/** @param {string} file */
export function isTest(file) {
  return /\.test\.tsx?$/.test(file) || file.startsWith('apps/server/test/');
}

/**
 * Whether an import of `target` by `file` (both repository-relative, resolved) breaks a boundary.
 * @param {string} file
 * @param {string} target
 * @returns {boolean}
 */
export function crossesBoundary(file, target) {
  if (isTest(file)) return false;
  const area = areaOf(target);
  if (area === null || areaOf(file) === area) return false;
  if (/^index\.tsx?$/.test(target.slice(area.length + 1))) return false;
  return !ALLOWED.some(
    (rule) => globToRegExp(rule.from).test(file) && globToRegExp(rule.to).test(target),
  );
}

/**
 * The relative specifiers a source file imports or re-exports statically. A dynamic `import()` is
 * a split point the bundler loads on demand (a lazy page): through the index it would load the
 * whole area instead, so it may name the file it wants.
 * @param {string} source
 */
export function importsOf(source) {
  const pattern = /(?:\bfrom\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+|\.{1,2})['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** Resolves a relative specifier the way TypeScript's bundler resolution finds the file. */
function resolveSpecifier(fromFile, specifier) {
  const base = path.join(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx'].map((ext) => base.replace(/\.js$/, '') + ext),
    ...['index.ts', 'index.tsx'].map((index) => path.join(base, index)),
  ];
  return (
    candidates.find(
      (c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile(),
    ) ?? base
  );
}

function sourceFiles(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

function main() {
  const problems = [];
  for (const tree of ['apps/server/src', 'apps/web/src']) {
    for (const file of sourceFiles(tree)) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const specifier of importsOf(source)) {
        const target = resolveSpecifier(file, specifier);
        if (crossesBoundary(file, target)) {
          problems.push(`${file}: imports ${target}; use ${areaOf(target)}/index.ts`);
        }
      }
    }
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`${problems.length} import(s) into another area's internals`);
    process.exit(1);
  }
  console.log('check-boundaries: every area is used through its index.ts');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
