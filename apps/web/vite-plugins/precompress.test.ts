import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

/** Runs the plugin's build steps over `dist` as Vite would after writing the bundle. */
async function runOver(dist: string): Promise<void> {
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root: dist, build: { outDir: '.' } } as ResolvedConfig);
  await (plugin.closeBundle as () => Promise<void>)();
}

describe('precompress', () => {
  it("writes brotli and gzip copies of the build's text files that hold the same bytes", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'fw-precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    const code = `export const holes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => i))};`;
    const style = `.card { color: green; }\n`.repeat(100);
    writeFileSync(path.join(dist, 'assets/app.js'), code);
    writeFileSync(path.join(dist, 'assets/app.css'), style);
    writeFileSync(path.join(dist, 'assets/tiny.js'), 'export {};');
    writeFileSync(path.join(dist, 'icon.png'), Buffer.alloc(4096, 7));

    await runOver(dist);

    const read = (file: string) => readFileSync(path.join(dist, file));
    expect(brotliDecompressSync(read('assets/app.js.br')).toString()).toBe(code);
    expect(gunzipSync(read('assets/app.js.gz')).toString()).toBe(code);
    expect(brotliDecompressSync(read('assets/app.css.br')).toString()).toBe(style);
    expect(read('assets/app.js.br').length).toBeLessThan(code.length / 2);
    // Too small to gain, and a picture that is compressed already: sent as they are.
    for (const file of ['assets/tiny.js', 'icon.png'])
      for (const copy of ['.br', '.gz'])
        expect(existsSync(path.join(dist, file + copy))).toBe(false);
  });
});
