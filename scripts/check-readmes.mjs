// Fails when a README's table of areas and the folders it describes disagree: a folder under
// apps/server/src/modules or apps/web/src/features without its row, or a row whose folder is gone.
// The READMEs are the reference a newcomer reads first, so a new area must say there what it does.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The READMEs checked: the section whose table names one row per folder of `dir`. */
export const READMES = [
  { readme: 'apps/server/README.md', section: 'Modules', dir: 'apps/server/src/modules' },
  { readme: 'apps/web/README.md', section: 'Features', dir: 'apps/web/src/features' },
];

/**
 * The names in the first column of the tables in the `## {section}` section, written as
 * `` `name` ``; null when the README has no such section.
 * @param {string} markdown
 * @param {string} section
 * @returns {string[] | null}
 */
export function tableNames(markdown, section) {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === `## ${section}`);
  if (start < 0) return null;
  const names = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,2} /.test(line)) break;
    const name = /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names;
}

/**
 * What is wrong between a README's table and the folders it describes, one message each.
 * @param {{ readme: string, section: string, dir: string, markdown: string, folders: string[] }} r
 * @returns {string[]}
 */
export function readmeProblems({ readme, section, dir, markdown, folders }) {
  const names = tableNames(markdown, section);
  if (names === null) return [`${readme}: no "## ${section}" section`];
  const listed = new Set(names);
  const present = new Set(folders);
  return [
    ...folders.filter((f) => !listed.has(f)).map((f) => `${readme}: ${dir}/${f} has no row`),
    ...names.filter((n) => !present.has(n)).map((n) => `${readme}: \`${n}\` is not in ${dir}`),
    ...names
      .filter((n, i) => names.indexOf(n) !== i)
      .map((n) => `${readme}: \`${n}\` has two rows`),
  ];
}

function main() {
  const problems = READMES.flatMap(({ readme, section, dir }) =>
    readmeProblems({
      readme,
      section,
      dir,
      markdown: readFileSync(path.join(root, readme), 'utf8'),
      folders: readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    }),
  );
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log(`readmes: ${READMES.map((r) => r.dir).join(', ')} match their tables`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
