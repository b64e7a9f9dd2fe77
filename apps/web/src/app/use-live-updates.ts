import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openLiveEvents } from '../api/live-events';

const loadApply = () => import('./live-updates');

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
    // One promise for all updates: each waits on it in turn, so they are applied in order.
    let apply: ReturnType<typeof loadApply> | undefined;
    return openLiveEvents((event) => {
      void (apply ??= loadApply()).then(({ applyLiveEvent }) => applyLiveEvent(client, event));
    });
  }, [enabled, client]);
}
