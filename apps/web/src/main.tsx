import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './theme/variables.css';
import './theme/base.css';
import './theme/forms.css';
import './theme/login.css';
import './theme/menu.css';
import './theme/screens.css';
import './theme/shared.css';
import { startTransition } from 'react';
import { reportBundlerMisses } from './api/code-missing';
import { hasFirstAnswers } from './api/first-answers';
import { loadFirstReplies } from './api/reply';
import { isLoggedIn } from './api/session-state';
import { enableAppStylesheet } from './app/boot-screen';
import { nextTask } from './lib/next-task';
import { whenIdle } from './lib/when-idle';
import { onFirstInteraction } from './lib/on-first-interaction';
import { loginHref, targetAfterLogin } from './lib/login-target';
import { routeFor } from './routes';

// Without a local session, a link into the app opens the login screen straight away instead of
// flashing a screen whose first call would answer 401 (spec §8).
// The screen asked for rides along and opens after login (lib/login-target.ts).
if (!isLoggedIn() && !routeFor(window.location.pathname)?.anonymous) {
  window.history.replaceState(
    null,
    '',
    loginHref(`${window.location.pathname}${window.location.search}`),
  );
}

reportBundlerMisses();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** A member opening the app; see "Start-up in steps" in apps/web/README.md. */
async function startMember(container: HTMLElement) {
  const firstPage = routeFor(window.location.pathname)?.page;
  // The first screen needs all of it, so it is all requested at once and arrives side by side on
  // a slow line: translations, React DOM, Ionic and the app, the first page. Each dynamic import
  // still evaluates in its own task as it arrives.
  const i18nModule = import('./i18n/i18n');
  const domModule = import('react-dom/client');
  const appModule = import('./app/app');
  const pageModule = firstPage?.preload();
  // The reply schemas, unless the page carries the first screen's answers (taken as sent). A
  // failure is reported by the reply that needs them.
  if (!hasFirstAnswers()) loadFirstReplies().catch(() => {});
  const { initI18n } = await i18nModule;
  // Starting i18next (it reads the page's answers) in a task of its own, not after the module.
  await nextTask();
  const [{ createRoot }, { App, setupIonic, primeFirstScreen, restoreDeviceData }] =
    await Promise.all([domModule, appModule, initI18n(), enableAppStylesheet()]);
  // What the device kept: the first screen's data where the page carries none (the installed
  // app starts from its kept page, also with no signal). A painted page's fresh answers win.
  const restoring = restoreDeviceData();
  if (!hasFirstAnswers()) await restoring;
  await primeFirstScreen(pageModule);
  setupIonic();
  await nextTask();
  // Rendered as a transition, React yields to the browser every few milliseconds while it builds
  // the first screen instead of blocking a slow phone's main thread for the whole tree.
  startTransition(() => createRoot(container).render(<App />));
}

/**
 * A visitor without a session: the login screen's frame is already painted (index.html), so the
 * parts come one after the other, each in a task of its own, and without Ionic: the login screen
 * starts on its own (app/login-start.tsx) and the app replaces it once the member is in.
 */
async function startLogin(container: HTMLElement) {
  const { initI18n } = await import('./i18n/i18n');
  const translations = initI18n();
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const [{ LoginStart }] = await Promise.all([
    import('./app/login-start'),
    translations,
    enableAppStylesheet(),
  ]);
  await nextTask();
  const loadApp = () => import('./app/app');
  const reactRoot = createRoot(container);
  // The club picker's and the login's replies are checked with them.
  loadFirstReplies().catch(() => {});
  const open = async () => {
    // The screen a link asked for before the login, else the card list.
    const target = targetAfterLogin(window.location.search);
    try {
      const [{ App, setupIonic, restoreDeviceData }] = await Promise.all([
        loadApp(),
        routeFor(target)?.page?.preload(),
      ]);
      // Nothing is restored for a new login (it forgot what the device kept); answers are kept
      // from now on.
      void restoreDeviceData();
      setupIonic();
      window.history.replaceState(null, '', target);
      startTransition(() => reactRoot.render(<App />));
    } catch {
      // The app's code did not arrive (the connection dropped): a full load of that screen.
      window.location.assign(target);
    }
  };
  let opening: Promise<void> | undefined;
  // Once only: a login and the session check may both say the member is in.
  const openApp = () => (opening ??= open());
  startTransition(() => reactRoot.render(<LoginStart onEnter={openApp} />));
  // The app is evaluated while the member fills in the form, not while the screen starts.
  onFirstInteraction(() => void loadApp());
}

await (isLoggedIn() ? startMember(root) : startLogin(root));

// The installable app (app/service-worker.ts), once the first screen is up: the worker's first
// download of the app must not compete with it.
whenIdle(() => void import('./app/service-worker').then((sw) => sw.startServiceWorker()));
