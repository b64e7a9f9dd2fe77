/**
 * Capacitor's configuration for the Android and iOS shells of this same app (docs/native-shells.md):
 * the web build in dist/ is the app; the shells only wrap it. Capacitor's CLI is not a dependency
 * of the repository (it needs Node 22): install it where the shells are built, as the guide says.
 */
const config = {
  appId: 'org.fairway.member',
  appName: 'Fairway',
  webDir: 'dist',
  // A club's build adds its HTTPS address as `server.url` (docs/native-shells.md).
  server: { androidScheme: 'https' },
  android: { backgroundColor: '#1e6b45' },
  ios: { backgroundColor: '#1e6b45', contentInset: 'always' },
} as const;

export default config;
