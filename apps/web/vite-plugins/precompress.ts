import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The built files a browser fetches as text (pictures and fonts are compressed already). */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Smaller files gain less than their headers cost; the server sends them as they are too. */
const MIN_BYTES = 1024;

/** The compressed copies of `bytes`: brotli at its best quality, gzip for older browsers. */
async function compressedCopies(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, once, at build time: the
 * server sends them as they are (@fastify/static `preCompressed`), so the app's code costs it no
 * CPU per request — after a release, every member's phone fetches it anew in the same morning —
 * and the best brotli quality, too slow to run per request, makes the download smaller. A file
 * without copies (one written after this step) is compressed per request as before.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fairway-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => TEXT.test(f));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const { br, gz } = await compressedCopies(bytes);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
