/**
 * index.html paints a static copy of the login screen (brand mark, name, card outline) or of the
 * app's frame (toolbar, background) before any JS runs, behind #root. Once React's own screen is
 * up it covers the copy; this removes it.
 */
export function removeBootScreen(): void {
  document.documentElement.classList.remove('fw-boot', 'fw-boot-app');
  document.getElementById('boot')?.remove();
  document.getElementById('boot-app')?.remove();
}

/** Removes the static first paint once the real screen has had a few frames to paint. */
export function removeBootScreenSoon(): () => void {
  // Every page header asks; only the first finds a copy to remove.
  if (!document.getElementById('boot') && !document.getElementById('boot-app')) return () => {};
  const timer = window.setTimeout(removeBootScreen, 400);
  return () => {
    window.clearTimeout(timer);
    removeBootScreen();
  };
}

/**
 * The app's stylesheet loads without blocking the first paint (media="print", see
 * vite-plugins/first-paint.ts). Switches it on and resolves once it applies, so React never
 * renders a screen without its styles. Under the dev server there is no such link.
 */
export function enableAppStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!link) return Promise.resolve();
  link.media = 'all';
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    // A failed stylesheet must not keep the app from starting.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
