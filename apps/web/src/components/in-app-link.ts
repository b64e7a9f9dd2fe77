import type { MouseEvent } from 'react';
import { useIonRouter } from '@ionic/react';

/**
 * The click handler of a real link (`<a href>`) that navigates inside the app: a plain tap runs
 * `go` (Ionic's router) instead of loading the page; a tap with a modifier or another button
 * stays the browser's (a new tab or window).
 */
export const inAppLink =
  (go: () => void) =>
  (e: MouseEvent<HTMLAnchorElement>): void => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    go();
  };

/** The `href` and click handler of a real link to `href` that Ionic's router opens in place. */
export function useRouterLink(href: string) {
  const router = useIonRouter();
  return { href, onClick: inAppLink(() => router.push(href)) };
}
