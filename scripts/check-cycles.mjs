// Fails when a source tree imports itself in a circle (docs/ARCHITECTURE.md "Conventions"): a
// circle means two files are one module in disguise, and its load order decides which half sees
// the other undefined. madge reads the import graph, type imports included.
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const trees = [
  { dir: 'apps/server/src', tsConfig: 'apps/server/tsconfig.json', extensions: ['ts'] },
  { dir: 'apps/web/src', tsConfig: 'apps/web/tsconfig.json', extensions: ['ts', 'tsx'] },
  { dir: 'packages/golf/src', tsConfig: 'packages/golf/tsconfig.json', extensions: ['ts'] },
  { dir: 'packages/contract/src', tsConfig: 'packages/contract/tsconfig.json', extensions: ['ts'] },
];

let problems = 0;
for (const tree of trees) {
  const graph = await madge(path.join(root, tree.dir), {
    fileExtensions: tree.extensions,
    tsConfig: path.join(root, tree.tsConfig),
    excludeRegExp: [/\.test\.tsx?$/],
  });
  for (const circle of graph.circular()) {
    console.error(`${tree.dir}: import circle ${circle.join(' > ')}`);
    problems++;
  }
}
if (problems > 0) {
  console.error(`${problems} import circle(s): move what both sides need into a module of its own`);
  process.exit(1);
}
console.log('check-cycles: no import circles');
