import { useEffect, type RefObject } from 'react';

/**
 * Ionic's searchbar names its input "search text" and its clear button "reset", in English and
 * whatever the host's aria-label says. These give both the member's own words, once the
 * searchbar has rendered them (Ionic does not render those attributes again).
 */
export function useSearchbarLabels(
  searchbar: RefObject<HTMLIonSearchbarElement | null>,
  labels: { input: string; clear: string },
): void {
  const { input, clear } = labels;
  useEffect(() => {
    const host = searchbar.current;
    if (!host) return;
    const label = () => {
      const field = host.querySelector('input.searchbar-input');
      const button = host.querySelector('button.searchbar-clear-button');
      if (field && field.getAttribute('aria-label') !== input)
        field.setAttribute('aria-label', input);
      if (button && button.getAttribute('aria-label') !== clear)
        button.setAttribute('aria-label', clear);
    };
    label();
    // The parts appear when the searchbar renders (after this effect, the first time).
    const watch = new MutationObserver(label);
    watch.observe(host, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [searchbar, input, clear]);
}
