/* global document, location */
// Decides whether index.html's static first paint (the login screen) shows: only where React will
// show that screen. Inlined into index.html at build (vite-plugins/first-paint.ts), so the first
// paint waits for no request; the server allows it in its CSP by the script's hash.
try {
  if (location.pathname === '/login' || localStorage.getItem('logged_in') !== 'true')
    document.documentElement.classList.add('fw-boot');
} catch {
  document.documentElement.classList.add('fw-boot');
}
