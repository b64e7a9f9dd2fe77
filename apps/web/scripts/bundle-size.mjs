// Measures what the browser must fetch before /login is interactive (docs/QUALITY.md "Performance":
// <= 250 KB gzip): the entry chunk and the start-up steps it imports dynamically for a visitor
// without a session (main.tsx startLogin: translations, React DOM, the login start), everything
// those import statically, and the small helpers Ionic itself imports lazily from them (counted to
// stay on the safe side). The app itself (src/app/app.tsx) is the member's start-up and loads after
// login.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 250;

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => /app\/login-start\.tsx$/.test(k));
const startUp = [
  entryKey,
  ...(manifest[entryKey].dynamicImports ?? []).filter((k) => !/src\/app\/app\.tsx$/.test(k)),
];
const initialStatic = staticClosure(startUp);
const ionicLazy = [...initialStatic]
  .flatMap((key) => manifest[key]?.dynamicImports ?? [])
  .filter((key) => key.includes('node_modules/'));
const initial = staticClosure([...initialStatic, ...ionicLazy]);

let loginJs = 0;
let staticJs = 0;
let loginCss = 0;
const rows = [];
for (const key of initial) {
  const chunk = manifest[key];
  const kb = gzipKb(chunk.file);
  loginJs += kb;
  if (initialStatic.has(key)) staticJs += kb;
  rows.push([chunk.file, kb]);
  for (const css of chunk.css ?? []) loginCss += gzipKb(css);
}

const assets = path.join(dist, 'assets');
let totalJs = 0;
for (const f of readdirSync(assets))
  if (f.endsWith('.js')) totalJs += gzipKb(path.join('assets', f));

rows.sort((a, b) => b[1] - a[1]);
for (const [file, kb] of rows) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`/login JS, start-up steps and the login page (gzip): ${staticJs.toFixed(1)} KB`);
console.log(
  `/login JS with Ionic's lazy helpers (gzip): ${loginJs.toFixed(1)} KB (budget ${BUDGET_KB} KB)`,
);
console.log(`/login CSS (gzip): ${loginCss.toFixed(1)} KB`);
console.log(`all JS (gzip): ${totalJs.toFixed(1)} KB`);
if (!loginKey) console.log('note: no login-start chunk found among the start-up steps');
process.exit(loginJs <= BUDGET_KB ? 0 : 1);
