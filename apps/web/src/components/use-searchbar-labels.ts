import { useEffect, type RefObject } from 'react';

/**
 * Ionic's searchbar names its input "search text" and its clear button "reset", in English and
 * whatever the host's aria-label says. These give both the member's own words; Ionic does not
 * render those attributes again, so set once they hold.
 */
export function useSearchbarLabels(
  searchbar: RefObject<HTMLIonSearchbarElement | null>,
  labels: { input: string; clear: string },
): void {
  const { input, clear } = labels;
  useEffect(() => {
    const host = searchbar.current;
    if (!host) return;
    let live = true;
    void host.componentOnReady().then(() => {
      if (!live) return;
      host.querySelector('input.searchbar-input')?.setAttribute('aria-label', input);
      host.querySelector('button.searchbar-clear-button')?.setAttribute('aria-label', clear);
    });
    return () => {
      live = false;
    };
  }, [searchbar, input, clear]);
}
