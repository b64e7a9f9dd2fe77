import { useEffect, useState } from 'react';
import type { NgfOrientation } from '@fairway/contract';

const QUERY = '(orientation: landscape)';

/** The phone's orientation, followed as it turns. */
export function useDeviceOrientation(): NgfOrientation {
  const [orientation, setOrientation] = useState<NgfOrientation>(() =>
    typeof window !== 'undefined' && window.matchMedia(QUERY).matches ? 'landscape' : 'portrait',
  );
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setOrientation(media.matches ? 'landscape' : 'portrait');
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return orientation;
}
