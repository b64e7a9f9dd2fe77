import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './vite-plugins/first-paint.ts';
import { ionicPerComponent } from './vite-plugins/ionic-per-component.ts';
import { ionicDedupe, ionicTreeShaking } from './vite-plugins/ionic-build.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [ionicPerComponent(), react(), firstPaint()],
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
      treeshake: {
        ...ionicTreeShaking,
        // Building a zod schema is a plain call the bundler cannot prove pure, so every schema of
        // @fairway/contract was kept and built at start-up, the server's request schemas too.
        // Declared pure, an unused one is dropped. (A bare `z.config(...)` statement would be
        // dropped as well: the app has none.)
        manualPureFunctions: [...(ionicTreeShaking.manualPureFunctions ?? []), 'z'],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/i18n': 'http://localhost:3000' },
  },
}));
