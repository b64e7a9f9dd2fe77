import { lazy, Suspense, useEffect, useState } from 'react';
import { CONNECTION_FAILED_EVENT } from '../api/connection';
import { onFirstInteraction } from '../lib/on-first-interaction';

const loadDialog = () => import('./connection-alert-dialog');
const ConnectionAlertDialog = lazy(loadDialog);

function afterThisTask(callback: () => void): () => void {
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}

/**
 * spec §8: "internet connection; no connection could be made; try again". Several calls failing
 * together show the alert once. Ionic's alert is not part of the first screen's work: its code is
 * fetched once the app has started (so it is there when the connection is not) and mounted the
 * first time a call fails. On the login screen, which starts without Ionic, it is fetched at the
 * member's first tap or key instead (`warmUpOnInteraction`), so that Ionic is not evaluated while
 * the screen starts.
 */
export function ConnectionAlert({
  warmUpOnInteraction = false,
}: {
  warmUpOnInteraction?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const cancelPrefetch = warmUpOnInteraction
      ? onFirstInteraction(() => void loadDialog())
      : afterThisTask(() => void loadDialog());
    const onFailed = () => {
      setMounted(true);
      setOpen(true);
    };
    window.addEventListener(CONNECTION_FAILED_EVENT, onFailed);
    return () => {
      cancelPrefetch();
      window.removeEventListener(CONNECTION_FAILED_EVENT, onFailed);
    };
  }, [warmUpOnInteraction]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionAlertDialog open={open} onDismiss={() => setOpen(false)} />
    </Suspense>
  );
}
