import { lazy, Suspense } from 'react';
import { useUpdatePrompt } from './app-update';

const UpdateToast = lazy(() => import('./update-toast'));

/**
 * Tells the member a new version is ready once one waits on the device (app/app-update.ts); once
 * closed, again at the next call the old version could not make.
 */
export function UpdatePrompt() {
  const shown = useUpdatePrompt();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  );
}
