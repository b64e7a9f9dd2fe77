// Bundles the server's own code (and the workspace packages it imports, which are TypeScript
// sources) into dist/main.mjs for `npm start`; every npm package stays an import of its own.
// Why: under tsx a start spent ~0.9 s of its ~3.8 s transforming and resolving the server's
// TypeScript module by module; the bundle starts on plain node (bench/start).
import { rmSync } from 'node:fs';
import { build } from 'rolldown';

const serverRoot = new URL('.', import.meta.url).pathname;
const bare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

await build({
  cwd: serverRoot,
  input: 'src/main.ts',
  platform: 'node',
  // npm packages load as node resolves them (native addons, PGlite's wasm beside its code).
  // The contract's version reads the contract's sources at start (packages/contract/version.mjs).
  external: (id) => (bare(id) && !id.startsWith('@fairway/')) || id === '@fairway/contract/version',
  logLevel: 'warn',
  output: {
    file: 'dist/main.mjs',
    format: 'esm',
    sourcemap: true,
  },
});

// The SQL functions and their triggers are read from src/ at start (src/paths.ts), not copied:
// remove the copies earlier builds left in dist/, so no second file defines a function.
rmSync(new URL('dist/db', import.meta.url), { recursive: true, force: true });
