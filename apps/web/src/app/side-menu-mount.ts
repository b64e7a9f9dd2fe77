import { menuController } from '@ionic/core/components';
import { onFirstInteraction } from '../lib/on-first-interaction';

/** Where the split pane (when="lg" in app.tsx) shows the menu beside the page. */
const SIDE_BY_SIDE = '(min-width: 992px)';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Whether the side menu is to be in the page by now. */
export const isMenuWanted = (): boolean => wanted;

/** Calls `listener` when the side menu comes to be wanted; returns a function that stops it. */
export function onMenuWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A member opening the app on a phone sees the menu only once they open it, and mounting it (an
 * ion-menu with its own content, gesture and a dozen links) was one of the longest tasks of a slow
 * phone's start-up. It is mounted at the member's first tap, key or focus instead, or at once
 * where the screen is wide enough to show it beside the page.
 */
export function wantMenuWhenNeeded(): () => void {
  if (wanted) return () => undefined;
  const wide = window.matchMedia(SIDE_BY_SIDE);
  if (wide.matches) {
    want();
    return () => undefined;
  }
  wide.addEventListener('change', want);
  const cancel = onFirstInteraction(want);
  return () => {
    wide.removeEventListener('change', want);
    cancel();
  };
}

/** Called by the side menu once it is in the page. */
export const sideMenuMounted = (): void => markMounted();

/**
 * The toolbar's menu button. A tap before the menu is in the page (a screen reader's activation
 * may come without a pointer or key event) mounts it first.
 */
export async function toggleMenu(): Promise<void> {
  want();
  await mounted;
  await menuController.toggle('main');
}
