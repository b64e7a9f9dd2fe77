/**
 * index.html paints a static copy of the login screen (brand mark, name, card outline) before any
 * JS runs, behind #root. Once React's own screen is up it covers the copy; this removes it.
 */
export function removeBootScreen(): void {
  document.documentElement.classList.remove('fw-boot');
  document.getElementById('boot')?.remove();
}

/** Removes the static first paint once the real screen has had a few frames to paint. */
export function removeBootScreenSoon(): () => void {
  const timer = window.setTimeout(removeBootScreen, 400);
  return () => {
    window.clearTimeout(timer);
    removeBootScreen();
  };
}
