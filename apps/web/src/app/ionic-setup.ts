import { setupIonicReact } from '@ionic/react';

let done = false;

/**
 * One look on every phone: Material Design, themed green in theme/variables.css. No scroll
 * assist: it clones a focused input (same id, same accessible name) while the keyboard opens,
 * which screen readers announce twice; the browser scrolls a focused field into view itself.
 * A member who asked the phone for less motion gets screens, menus and sheets without Ionic's
 * animations. Called by whatever brings Ionic first: the app, or the connection alert on the login screen.
 */
export function setupIonic(): void {
  if (done) return;
  setupIonicReact({ mode: 'md', scrollAssist: false, animated: !prefersReducedMotion() });
  done = true;
}

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
