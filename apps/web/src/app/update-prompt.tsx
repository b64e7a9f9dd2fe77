import { lazy, Suspense } from 'react';
import { useUpdatePrompt, useUpdateWaiting } from './app-update';

const UpdateToast = lazy(() => import('./update-toast'));

/**
 * Tells the member a new version is ready once one waits on the device (app/app-update.ts); once
 * closed, again at the next call the old version could not make. The toast stays mounted while a
 * version waits: unmounting it from its own dismiss event takes the app down with it.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const shown = useUpdatePrompt();
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast isOpen={shown} />
    </Suspense>
  );
}
