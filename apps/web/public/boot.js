/* global document, location */
// Decides whether index.html's static first paint (the login screen) shows: only where React will
// show that screen. A file, not inline: the server's CSP allows scripts from 'self' only.
try {
  if (location.pathname === '/login' || localStorage.getItem('logged_in') !== 'true')
    document.documentElement.classList.add('fw-boot');
} catch {
  document.documentElement.classList.add('fw-boot');
}
