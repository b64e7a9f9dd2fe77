// Fails when nl_NL, en_US and et_EE do not carry exactly the same translation keys, or a value is
// empty (docs/ARCHITECTURE.md "Conventions": no literal UI text, same keys in every language).
// The notification texts live in packages/contract (the server renders push and email from them
// and serves them inside the web's files): they are checked the same way, and a text of theirs
// written in the web's files instead is named where it belongs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'apps/web/i18n');
const sharedDir = path.join(root, 'packages/contract/src/notification-texts');
const SHARED = ['notifications.kind.', 'notifications.kindName.', 'notifications.rejectReason.'];
const flat = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[p + k, v]],
  );
const langs = ['nl_NL', 'en_US', 'et_EE'];
const read = (d, l) => flat(JSON.parse(readFileSync(path.join(d, `${l}.json`), 'utf8')));
let problems = 0;
for (const l of langs)
  for (const [k] of read(dir, l))
    if (SHARED.some((p) => k.startsWith(p))) {
      console.error(`${l}: ${k} belongs in packages/contract/src/notification-texts/${l}.json`);
      problems++;
    }
const maps = Object.fromEntries(
  langs.map((l) => [l, new Map([...read(dir, l), ...read(sharedDir, l)])]),
);
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
