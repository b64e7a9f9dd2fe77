import { createRoot } from 'react-dom/client';
import { setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './theme/variables.css';
import './theme/app.css';
import { isLoggedIn } from './api/session-state';
import { App } from './app/app';
import { enableAppStylesheet } from './app/boot-screen';
import { initI18n } from './i18n/i18n';
import { LOGIN_PATH, routeFor } from './routes';

// One look on every phone: Material Design, themed green in theme/variables.css. No scroll
// assist: it clones a focused input (same id, same accessible name) while the keyboard opens,
// which screen readers announce twice; the browser scrolls a focused field into view itself.
setupIonicReact({ mode: 'md', scrollAssist: false });

// Without a local session, a link into the app opens the login screen straight away instead of
// flashing a screen whose first call would answer 401 (spec §8).
if (!isLoggedIn() && !routeFor(window.location.pathname)?.anonymous) {
  window.history.replaceState(null, '', LOGIN_PATH);
}

// Fetch the first screen's code while the translations load, not after.
void routeFor(window.location.pathname)?.page?.preload();
await Promise.all([initI18n(), enableAppStylesheet()]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<App />);
