import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { IonIcon } from '@ionic/react';
import { checkmarkCircle, warningOutline } from 'ionicons/icons';
import { dismissFlash, flashFor, subscribeFlash, type Flash } from '../lib/flash';

/** How long a message stays before it goes by itself. */
const FLASH_MS = 8000;

/** The message waiting for this list (lib/flash.ts), for a few seconds. */
export function FlashNotice({ place, className }: { place: Flash['place']; className: string }) {
  const flash = useSyncExternalStore(
    subscribeFlash,
    useCallback(() => flashFor(place), [place]),
  );
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(dismissFlash, FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);
  if (!flash) return null;
  return (
    <div className={`notice notice--${flash.tone} ${className}`} role="status" key={flash.id}>
      <IonIcon
        icon={flash.tone === 'success' ? checkmarkCircle : warningOutline}
        aria-hidden="true"
      />
      <div>{flash.text}</div>
    </div>
  );
}
