import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToUpdate, updateWaiting } from './app-update';

const UpdateToast = lazy(() => import('./update-toast'));

/** Tells the member a new version is ready once one waits on the device (app/app-update.ts). */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  );
}
