import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './vite-plugins/first-paint';
import { ionicPerComponent } from './vite-plugins/ionic-per-component';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [ionicPerComponent(), react(), firstPaint()],
  resolve: {
    dedupe: [
      '@ionic/react',
      '@ionic/core',
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
    ],
  },
  build: {
    // The server build (src/first-screen/server.tsx) needs neither a manifest nor public/.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    modulePreload: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /node_modules\/@ionic\/(core|react)\//, sideEffects: false },
          { test: /node_modules\/ionicons\//, sideEffects: false },
          { test: /node_modules\/@stencil\//, sideEffects: false },
        ],
        // @ionic/react wraps components with these factories without /*@__PURE__*/ (IonNav,
        // IonTabBar, IonPage...), which would keep every wrapped web component in the bundle.
        propertyReadSideEffects: false,
        manualPureFunctions: ['createForwardRef', 'createReactComponent', 'createRoutingComponent'],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/i18n': 'http://localhost:3000' },
  },
}));
