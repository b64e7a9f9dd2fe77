import type { BuildEnvironmentOptions } from 'vite';

type TreeshakeOptions = Exclude<
  NonNullable<BuildEnvironmentOptions['rolldownOptions']>['treeshake'],
  boolean | undefined
>;

/**
 * One copy of Ionic, React and the router in the bundle: without it, a workspace whose packages
 * resolve their own copies gets two routers, and react-router's <Route> throws outside its own.
 */
export const ionicDedupe = [
  '@ionic/react',
  '@ionic/core',
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
];

/**
 * Lets the bundler drop the parts of Ionic, Stencil and ionicons an app does not use. Shared with
 * bench/web's baseline app, so the baseline is built the way the app is (as is `ionicDedupe`).
 */
export const ionicTreeShaking: TreeshakeOptions = {
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
};
