// Fails when nl_NL, en_US and et_EE do not carry exactly the same translation keys, or a value is
// empty (docs/ARCHITECTURE.md "Conventions": no literal UI text, same keys in every language).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/web/i18n');
const flat = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[p + k, v]],
  );
const langs = ['nl_NL', 'en_US', 'et_EE'];
const maps = Object.fromEntries(
  langs.map((l) => [
    l,
    new Map(flat(JSON.parse(readFileSync(path.join(dir, `${l}.json`), 'utf8')))),
  ]),
);
let problems = 0;
for (const l of langs) {
  for (const [k, v] of maps[l]) {
    if (typeof v !== 'string' || v.trim() === '') {
      console.error(`${l}: ${k} is empty`);
      problems++;
    }
  }
  if (l === 'nl_NL') continue;
  const problem = (msg) => {
    console.error(msg);
    problems++;
  };
  for (const k of maps.nl_NL.keys()) if (!maps[l].has(k)) problem(`${l}: missing ${k}`);
  for (const k of maps[l].keys())
    if (!maps.nl_NL.has(k)) problem(`${l}: extra ${k} (not in nl_NL)`);
}
if (problems) process.exit(1);
console.log(`i18n: ${maps.nl_NL.size} keys, the same in ${langs.join(', ')}`);
