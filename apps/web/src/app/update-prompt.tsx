import { lazy, Suspense } from 'react';
import { useUpdateWaiting } from './app-update';

const UpdateToast = lazy(() => import('./update-toast'));

/** Tells the member a new version is ready once one waits on the device (app/app-update.ts). */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  );
}
