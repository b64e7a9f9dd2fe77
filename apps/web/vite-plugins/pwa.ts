import { minimal2023Preset, type Preset } from '@vite-pwa/assets-generator/config';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';

const I18N_DIR = fileURLToPath(new URL('../i18n', import.meta.url));
/** The notification texts the server lays into each translation file it serves. */
const NOTIFICATION_TEXTS_DIR = fileURLToPath(
  new URL('../../../packages/contract/src/notification-texts', import.meta.url),
);

/**
 * The translation files, which the API process serves (/i18n/{lang}.json) rather than the build:
 * kept with the app, under a revision of their content, so a screen opened offline is in words.
 */
function translationEntries() {
  return readdirSync(I18N_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      url: `/i18n/${name}`,
      revision: createHash('sha256')
        .update(readFileSync(path.join(I18N_DIR, name)))
        .update(readFileSync(path.join(NOTIFICATION_TEXTS_DIR, name)))
        .digest('hex')
        .slice(0, 16),
    }));
}

/** The club green of the theme (src/theme/variables.css) and the app frame's background. */
const THEME_COLOR = '#1e6b45';
const BACKGROUND_COLOR = '#f3f6f3';

/**
 * The home-screen icons, made at build from public/favicon.svg: the maskable and Apple icons sit
 * on the club green with room for the phone's mask, so no white square shows round the mark.
 */
const iconPreset: Preset = {
  ...minimal2023Preset,
  maskable: {
    ...minimal2023Preset.maskable,
    resizeOptions: { background: THEME_COLOR, fit: 'contain' },
  },
  apple: {
    ...minimal2023Preset.apple,
    resizeOptions: { background: THEME_COLOR, fit: 'contain' },
  },
};

/**
 * The installable app: the web app manifest, its icons, and a Workbox service worker that keeps
 * the built app (shell, code, styles, icons) on the device so it opens with no signal. API answers
 * are never kept by the worker: member data lives only in the app's own per-member store.
 */
export function pwa() {
  return VitePWA({
    // The app registers the worker itself once it runs (src/app/service-worker.ts), and asks the
    // member before a new version takes over.
    injectRegister: false,
    registerType: 'prompt',
    pwaAssets: {
      preset: iconPreset,
      image: 'public/favicon.svg',
      overrideManifestIcons: true,
      injectThemeColor: false,
    },
    manifest: {
      id: '/',
      name: 'Fairway',
      short_name: 'Fairway',
      description: 'De ledenapp van je golfclub',
      lang: 'nl',
      start_url: '/app/scorecards',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      // Opening any screen of the app with no signal serves the kept page; the app then starts
      // from the device. The API, pictures and the demo payment page are never answered from it.
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/$/, /^\/login(\/|$)/, /^\/app(\/|$)/],
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      additionalManifestEntries: translationEntries(),
      // Web Push: shows a notification and opens its screen (public/push-sw.js).
      importScripts: ['/push-sw.js'],
    },
  });
}
