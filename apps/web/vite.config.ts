import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './vite-plugins/first-paint.ts';
import { ionicPerComponent } from './vite-plugins/ionic-per-component.ts';
import { ionicDedupe, ionicTreeShaking } from './vite-plugins/ionic-build.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { pwa } from './vite-plugins/pwa.ts';
import { contractVersion } from '@fairway/contract/version';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build paints one screen; the installable app and the compressed copies the server
  // sends belong to the client build only.
  plugins: [
    ionicPerComponent(),
    react(),
    firstPaint(),
    ...(isSsrBuild ? [] : [pwa(), precompress()]),
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
