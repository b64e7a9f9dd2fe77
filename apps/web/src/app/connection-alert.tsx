import { lazy, Suspense, useEffect, useState } from 'react';
import { CONNECTION_FAILED_EVENT } from '../api/connection';

const loadDialog = () => import('./connection-alert-dialog');
const ConnectionAlertDialog = lazy(loadDialog);

/**
 * spec §8: "internet connection; no connection could be made; try again". Several calls failing
 * together show the alert once. Ionic's alert is not part of the first screen's work: its code is
 * fetched once the app has started (so it is there when the connection is not) and mounted the
 * first time a call fails.
 */
export function ConnectionAlert() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const prefetch = window.setTimeout(() => void loadDialog(), 0);
    const onFailed = () => {
      setMounted(true);
      setOpen(true);
    };
    window.addEventListener(CONNECTION_FAILED_EVENT, onFailed);
    return () => {
      window.clearTimeout(prefetch);
      window.removeEventListener(CONNECTION_FAILED_EVENT, onFailed);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionAlertDialog open={open} onDismiss={() => setOpen(false)} />
    </Suspense>
  );
}
