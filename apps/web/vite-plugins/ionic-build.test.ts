import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';

/** The minified code the app bundles, where a short name can mean anything. */
const MINIFIED_DIRS = ['@ionic/core/components', 'ionicons/components'].map((entry) =>
  path.dirname(fileURLToPath(import.meta.resolve(entry))),
);

function pureNames(): string[] {
  const config =
    typeof viteConfig === 'function'
      ? viteConfig({ command: 'build', mode: 'production', isSsrBuild: false })
      : viteConfig;
  const treeshake = (config as { build?: { rolldownOptions?: { treeshake?: unknown } } }).build
    ?.rolldownOptions?.treeshake;
  if (!treeshake || typeof treeshake !== 'object') return [];
  return (treeshake as { manualPureFunctions?: string[] }).manualPureFunctions ?? [];
}

/** Files of `dirs` that call a function named `name` (not a method: `x.name(` is another thing). */
function callersOf(name: string, dirs: readonly string[]): string[] {
  const call = new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\(`);
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => call.test(readFileSync(path.join(dir, file), 'utf8')))
      .map((file) => path.join(path.basename(dir), file)),
  );
}

describe('the names the bundler is told are pure', () => {
  // The bundler drops a call of a name declared pure when its result is unused, in every module.
  // `z` (for zod's schemas) once cut Ionic's refresher and status tap, whose minified code calls
  // functions of its own called `z`.
  it('are called by no minified Ionic or ionicons module', () => {
    const names = pureNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(callersOf(name, MINIFIED_DIRS), name).toEqual([]);
  });

  it('would catch a one-letter name such as zod’s `z`', () => {
    expect(callersOf('z', MINIFIED_DIRS)).toContain(path.join('components', 'ion-refresher.js'));
  });
});
