import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openLiveEvents } from '../api/live-events';

/**
 * The signed-in app's one stream of live updates (GET /api/events), open while `enabled`: each
 * update marks the queries it names stale, and the screens showing them read them again. What
 * each topic names (live-updates.ts, which knows the features' query keys) is loaded with the
 * first update, so the shell does not carry the features' faces.
 */
export function useLiveUpdates(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const apply = import('./live-updates');
    return openLiveEvents((event) => {
      void apply.then(({ applyLiveEvent }) => applyLiveEvent(client, event));
    });
  }, [enabled, client]);
}
