// Decides which of index.html's static first paints shows: the login screen only where React will
// show that screen, the app's frame (toolbar and background) for a member opening /app/... (the
// same test as AppFrame's in app.tsx), and in it the server-painted notification invitation only
// where the app will show it. Bundled on its own and inlined into index.html at build
// (vite-plugins/first-paint.ts), so the first paint waits for no request; the server allows it in
// its CSP by the script's hash. Keep its imports small: all of them end up inline in every page.
import { isLoggedIn } from '../api/session-state';
import { notificationInviteDue } from '../features/scorecards/notification-invite-state';
import { APP_PREFIX, LOGIN_PATH } from '../paths';

const classes = document.documentElement.classList;
try {
  if (location.pathname === LOGIN_PATH || !isLoggedIn()) classes.add('fw-boot');
  else if (location.pathname.startsWith(APP_PREFIX)) {
    classes.add('fw-boot-app');
    if (notificationInviteDue()) classes.add('fw-notify-invite');
  }
} catch {
  classes.add('fw-boot');
}
