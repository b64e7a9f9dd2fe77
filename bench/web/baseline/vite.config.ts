import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ionicPerComponent } from '../../../apps/web/vite-plugins/ionic-per-component.ts';
import { ionicDedupe, ionicTreeShaking } from '../../../apps/web/vite-plugins/ionic-build.ts';

// The baseline app of bench/web: built with the app's own Ionic settings (see README.md there).
export default defineConfig({
  plugins: [ionicPerComponent(), react()],
  resolve: {
    dedupe: ionicDedupe,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: { treeshake: ionicTreeShaking },
  },
});
