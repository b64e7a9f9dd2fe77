import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { del, get, set } from 'idb-keyval';
import type { Hole } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { saveHoleScore } from '../../api/scorecards.api';
import { isOnline, useOnline } from '../../lib/online';
import { ScoreSync, type KeyValueStore, type SendResult } from './score-sync';

/** IndexedDB through idb-keyval: survives a reload and a closed tab. */
const deviceStore: KeyValueStore = {
  get: (key) => get(key),
  set: (key, value) => set(key, value),
  del: (key) => del(key),
};

/** While saves wait and the browser says it is online, they are tried again this often. */
const RETRY_MS = 10_000;

/**
 * One hole save for the queue: never the global connection alert (the screen shows the hole as
 * waiting), no loading bar. No connection, a server that is briefly away, or a session to renew
 * means 'retry'; any other refusal drops the save.
 */
async function sendHole(cardId: number, pos: number, score: number): Promise<SendResult> {
  if (!isOnline()) return 'retry';
  try {
    await saveHoleScore(cardId, pos, score, { quiet: true, silentOffline: true });
    return 'saved';
  } catch (error) {
    if (!isApiError(error)) return 'retry';
    const again =
      error.status === 0 || error.status >= 500 || [401, 408, 429].includes(error.status);
    return again ? 'retry' : 'rejected';
  }
}

/**
 * The device copy of a card's scores (spec §4 hole scores; QUALITY "score entry survives no
 * signal"): restored from IndexedDB when the screen opens, saved hole by hole in the order typed,
 * sent again when the browser comes back online and every 10 s while saves wait.
 */
export function useScoreSync(cardId: number, holes: Hole[] | undefined) {
  const sync = useMemo(
    () =>
      new ScoreSync({
        cardId,
        store: deviceStore,
        send: (pos, score) => sendHole(cardId, pos, score),
        isOnline,
      }),
    [cardId],
  );
  const [ready, setReady] = useState(false);
  const local = useSyncExternalStore(
    (listener) => sync.subscribe(listener),
    () => sync.snapshot(),
  );
  const online = useOnline();

  useEffect(() => {
    if (!holes) return;
    let live = true;
    void sync.open(holes.map((h) => (h.ms_current > 0 ? h.ms_current : null))).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [sync, holes]);

  useEffect(() => {
    if (online) void sync.flush();
  }, [online, sync]);

  const waiting = local.queue.length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    const timer = window.setInterval(() => void sync.flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting, sync]);

  return { sync, local, ready, online };
}
