import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstPaint } from './vite-plugins/first-paint.ts';
import { ionicPerComponent } from './vite-plugins/ionic-per-component.ts';
import { ionicDedupe, ionicTreeShaking } from './vite-plugins/ionic-build.ts';
import { pwa } from './vite-plugins/pwa.ts';
import { contractVersion } from '@fairway/contract/version';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build paints one screen; the installable app and the compressed copies the server
  // sends belong to the client build only.
  plugins: [
    ionicPerComponent(),
    react(),
    firstPaint(),
    ...(isSsrBuild ? [] : [pwa(), precompressed()]),
  ],
  define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
  resolve: {
    dedupe: ionicDedupe,
  },
  build: {
    // The server build (src/first-screen/server.tsx) needs neither a manifest nor public/.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    modulePreload: false,
    target: 'es2022',
    rolldownOptions: {
      // Names declared pure (`manualPureFunctions`) hold for every module, minified ones too:
      // `z`, once declared to drop unused zod schemas, also dropped calls of Ionic's own minified
      // functions called `z` (vite-plugins/ionic-build.test.ts).
      treeshake: ionicTreeShaking,
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/i18n': 'http://localhost:3000' },
  },
}));

/**
 * Brotli (its best quality, too slow to run per request) and gzip copies of the build's text
 * files, written once at build time: the server sends them as they are (@fastify/static
 * `preCompressed`), so the app's code costs it no CPU per request, where every member's phone
 * fetches it anew after a release. Smaller files gain less than their headers cost; a file
 * without copies (the service worker, written after the bundle) is compressed per request.
 */
function precompressed() {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        },
      }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
    logLevel: 'silent',
  });
}
