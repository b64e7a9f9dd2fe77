/* global document, location, Notification */
// Decides which of index.html's static first paints shows: the login screen only where React will
// show that screen, the app's frame (toolbar and background) for a member opening /app/... (the
// same test as AppFrame's in app.tsx). Inlined into index.html at build
// (vite-plugins/first-paint.ts), so the first paint waits for no request; the server allows it in
// its CSP by the script's hash.
try {
  if (location.pathname === '/login' || localStorage.getItem('logged_in') !== 'true')
    document.documentElement.classList.add('fw-boot');
  else if (location.pathname.indexOf('/app/') === 0) {
    document.documentElement.classList.add('fw-boot-app');
    // The server paints the card list with the notification invitation; it shows where the app
    // will show it (features/scorecards/components/notification-invite.tsx).
    if (
      typeof Notification !== 'undefined' &&
      Notification.permission === 'default' &&
      localStorage.getItem('fw_notify_invite_done') !== '1'
    )
      document.documentElement.classList.add('fw-notify-invite');
  }
} catch {
  document.documentElement.classList.add('fw-boot');
}
