import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './theme/variables.css';
import './theme/app.css';
import { startTransition } from 'react';
import { isLoggedIn } from './api/session-state';
import { enableAppStylesheet } from './app/boot-screen';
import { LOGIN_PATH, routeFor } from './routes';

// Without a local session, a link into the app opens the login screen straight away instead of
// flashing a screen whose first call would answer 401 (spec §8).
if (!isLoggedIn() && !routeFor(window.location.pathname)?.anonymous) {
  window.history.replaceState(null, '', LOGIN_PATH);
}

/** Gives the browser the main thread back (to paint, to take a tap) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app starts in steps, each evaluating its own part of the code in a task of its own, so a
// slow phone's main thread is never blocked for the whole start-up at once: translations (and
// the first call for them), React DOM, then Ionic and the app.
const { initI18n } = await import('./i18n/i18n');
const translations = initI18n();
await nextTask();
const { createRoot } = await import('react-dom/client');
await nextTask();
const [{ App, startApp }] = await Promise.all([
  import('./app/app'),
  translations,
  enableAppStylesheet(),
]);
startApp();
// The first screen's code, fetched while React renders the frame around it.
void routeFor(window.location.pathname)?.page?.preload();
await nextTask();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Rendered as a transition, React yields to the browser every few milliseconds while it builds
// the first screen instead of blocking a slow phone's main thread for the whole tree.
startTransition(() => createRoot(root).render(<App />));
