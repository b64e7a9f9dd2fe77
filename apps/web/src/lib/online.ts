import { useSyncExternalStore } from 'react';

/** The browser's own idea of the connection (context.setOffline in tests flips it too). */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's connection state, live. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline, () => true);
