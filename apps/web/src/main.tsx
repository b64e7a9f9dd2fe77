import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './theme/variables.css';
import './theme/app.css';
import { startTransition } from 'react';
import { isLoggedIn } from './api/session-state';
import { enableAppStylesheet } from './app/boot-screen';
import { nextTask } from './lib/next-task';
import { LOGIN_PATH, routeFor } from './routes';

// Without a local session, a link into the app opens the login screen straight away instead of
// flashing a screen whose first call would answer 401 (spec §8).
if (!isLoggedIn() && !routeFor(window.location.pathname)?.anonymous) {
  window.history.replaceState(null, '', LOGIN_PATH);
}

/** Loads and evaluates the start-up modules; see "Start-up in steps" in apps/web/README.md. */
async function loadStartup() {
  const firstPage = routeFor(window.location.pathname)?.page;
  if (isLoggedIn()) {
    // A member's first screen needs all of it, so it is all requested at once and arrives side
    // by side on a slow line: translations, React DOM, Ionic and the app, the first page. Each
    // dynamic import still evaluates in its own task as it arrives.
    const i18nModule = import('./i18n/i18n');
    const domModule = import('react-dom/client');
    const appModule = import('./app/app');
    const pageModule = firstPage?.preload();
    const { initI18n } = await i18nModule;
    // Starting i18next (it reads the page's answers) in a task of its own, not after the module.
    await nextTask();
    const [dom, app] = await Promise.all([domModule, appModule, initI18n(), enableAppStylesheet()]);
    await app.primeFirstScreen(pageModule);
    return { ...dom, ...app };
  }
  // The login screen's frame is already painted (index.html), so the parts come one after the
  // other, each in a task of its own, keeping the main thread free for the first taps.
  const { initI18n } = await import('./i18n/i18n');
  const translations = initI18n();
  await nextTask();
  const dom = await import('react-dom/client');
  await nextTask();
  const [app] = await Promise.all([import('./app/app'), translations, enableAppStylesheet()]);
  // The first screen's code, fetched while React renders the frame around it.
  void firstPage?.preload();
  return { ...dom, ...app };
}

const { createRoot, App, startApp } = await loadStartup();
startApp();
await nextTask();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Rendered as a transition, React yields to the browser every few milliseconds while it builds
// the first screen instead of blocking a slow phone's main thread for the whole tree.
startTransition(() => createRoot(root).render(<App />));
