import { useCallback, useEffect } from 'react';
import { reportCodeMissing } from '../api/code-missing';
import { loadOnce } from './load-once';
import { onFirstInteraction } from './on-first-interaction';

/**
 * Code a screen needs at a tap but not for its first paint (a sheet, a dialog). Declared once per
 * module, beside the screen: `const sheetCode = deferredCode(() => import('./sheet'))`.
 */
export const deferredCode = <M>(load: () => Promise<M>): (() => Promise<M>) => loadOnce(load);

/**
 * Fetches `code` at the member's first tap, key or focus anywhere on the screen, so it is usually
 * here by the time they tap the control that needs it, and at that tap at the latest. Returns the
 * function that control calls: the module, or undefined when it did not arrive (then reported as
 * missing code: no connection, spec §8, or a new build).
 */
export function useDeferredCode<M>(code: () => Promise<M>): () => Promise<M | undefined> {
  useEffect(() => onFirstInteraction(() => void code().catch(() => {})), [code]);
  return useCallback(
    () =>
      code().catch(() => {
        void reportCodeMissing();
        return undefined;
      }),
    [code],
  );
}
