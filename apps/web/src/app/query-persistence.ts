import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
} from '@tanstack/query-persist-client-core';
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { isKeptAnswer } from '../api/kept-answer';
import { memberKeys } from '../features/members';
import { whenIdle } from '../lib/when-idle';
import { withEarlierAnswers } from './kept-answers';
import { isOnline } from '../lib/online';

/**
 * What the member saw last, kept on the device (IndexedDB) so the app opens with it where there is
 * no signal. One member's data only: it is stored under the member it belongs to, never restored
 * for another, and removed at logout (`forgetDeviceData`). API answers are kept nowhere else on
 * the device (the service worker keeps none).
 */
// Opened at the first use: opening it at import would need IndexedDB wherever the module loads.
let store: ReturnType<typeof createStore> | undefined;
const db = () => (store ??= createStore('fairway-cache', 'queries'));
const CACHE_KEY = 'queries';
const MEMBER_KEY = 'fw_member';
/** Older than a week, what the device holds is no help on the course. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const persister = createAsyncStoragePersister({
  key: CACHE_KEY,
  storage: {
    getItem: (key) => get<string>(key, db()).then((value) => value ?? null),
    // A save still on its way after a logout writes nothing: the device forgot the member.
    setItem: (key, value: string) =>
      storedMember() === null ? Promise.resolve() : set(key, value, db()),
    removeItem: (key) => del(key, db()),
  },
  throttleTime: 1000,
  serialize: (state) => JSON.stringify(toKeep(state)),
  // A full device drops the oldest answers instead of keeping nothing.
  retry: removeOldestQuery,
});

/**
 * An answer whose refresh failed (no signal) is still the last answer the member saw: it is kept
 * as answered, without the failure, so the next start offline shows it again.
 */
function asAnswered(state: PersistedClient): PersistedClient {
  const queries = state.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null } }
      : query,
  );
  return { ...state, clientState: { ...state.clientState, queries } };
}

/**
 * What the device keeps for the member: read at the start also online (where it is not shown),
 * then what the last save kept. Every save keeps its answers this session has not fetched.
 */
let keptAtStart: PersistedClient | undefined;

/**
 * A save: this session's answers as answered, with those kept earlier (app/kept-answers.ts). What
 * it keeps becomes the earlier answers of the next save, so an answer fetched in this session and
 * then dropped from memory is kept as fetched, not as the older copy read at the start.
 */
function toKeep(state: PersistedClient): PersistedClient {
  const kept = withEarlierAnswers(asAnswered(state), keptAtStart, MAX_AGE_MS);
  keptAtStart = kept;
  return kept;
}

function storedMember(): string | null {
  try {
    return localStorage.getItem(MEMBER_KEY);
  } catch {
    return null;
  }
}

/** Data of one build's contract and one member: anything else on the device is thrown away. */
const busterFor = (member: string) => `${__CONTRACT_VERSION__}:${member}`;

/** Only answers the member's screens read; the login's club list and session check are not kept. */
function keeps(queryKey: readonly unknown[]): boolean {
  return queryKey[0] !== 'auth';
}

/**
 * What the device kept for `buster`'s member and build, if anything younger than a week. Another
 * member's or another build's data, or an old one, is removed, never shown or merged.
 */
async function readKept(buster: string): Promise<PersistedClient | undefined> {
  const kept = await Promise.resolve(persister.restoreClient()).catch(() => undefined);
  if (!kept) return undefined;
  if (kept.buster === buster && Date.now() - kept.timestamp <= MAX_AGE_MS) return kept;
  await Promise.resolve(persister.removeClient()).catch(() => {});
  return undefined;
}

/**
 * Reads what this device kept for the member who is logged in, fills the cache with it when the
 * phone has no signal, then keeps the cache on the device. The member is known from their own
 * answer (GET /api/relatie/self) the last time it came, so a new login by someone else restores
 * nothing.
 */
export async function restoreDeviceData(client: QueryClient): Promise<void> {
  const member = storedMember();
  const buster = member ? busterFor(member) : undefined;
  // Shown only with no signal: online, a screen that seeds a form from its answer (a sign-up's
  // preferences) or shows a state (a payment returning from the bank) must start from the
  // server's answer, not from an older one kept here. Online, the kept answers only serve the
  // saves (which keep them for the next start with no signal): read when the start is done,
  // and the saves begin after it.
  if (isOnline()) {
    whenIdle(() => {
      void (buster ? readKept(buster) : Promise.resolve(undefined)).then((kept) => {
        keptAtStart = kept;
        followMember(client);
      });
    });
    return;
  }
  keptAtStart = buster ? await readKept(buster) : undefined;
  if (keptAtStart) {
    hydrate(client, keptAtStart.clientState);
    // Kept answers show at once but count as old: every screen still asks the server, and shows
    // what the device kept only until the answer comes (or, offline, with OfflineSince).
    await client.invalidateQueries({
      predicate: (query) => isKeptAnswer(query.state),
      refetchType: 'none',
    });
  }
  followMember(client);
}

let unsubscribe: (() => void) | undefined;

const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) => query.state.data !== undefined && keeps(query.queryKey),
};

function subscribe(client: QueryClient, member: string): void {
  unsubscribe?.();
  const buster = busterFor(member);
  const stopPersisting = persistQueryClientSubscribe({
    queryClient: client,
    persister,
    buster,
    dehydrateOptions,
  });
  const current = (): PersistedClient => ({
    buster,
    timestamp: Date.now(),
    clientState: dehydrate(client, dehydrateOptions),
  });
  // The subscription saves at the cache's next change; the answers that came before it (online,
  // the card list is often in before the start is idle) are saved now, or a member who opens one
  // screen and walks onto the course would have nothing kept.
  void Promise.resolve(persister.persistClient(current())).catch(() => {});
  // Saves are a second apart; an app closed sooner (or sent to the background, where a phone may
  // end it) writes what it has at once.
  const saveNow = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState === 'visible') return;
    void set(CACHE_KEY, JSON.stringify(toKeep(current())), db()).catch(() => {});
  };
  document.addEventListener('visibilitychange', saveNow);
  window.addEventListener('pagehide', saveNow);
  unsubscribe = () => {
    stopPersisting();
    document.removeEventListener('visibilitychange', saveNow);
    window.removeEventListener('pagehide', saveNow);
  };
}

/** Starts keeping answers once the member's own answer says who they are. */
function followMember(client: QueryClient): void {
  if (following) return;
  following = true;
  const selfKey = JSON.stringify(memberKeys.self());
  const adopt = (self: unknown) => {
    const id = (self as { id?: number } | undefined)?.id;
    if (id === undefined) return;
    if (String(id) !== storedMember()) {
      try {
        localStorage.setItem(MEMBER_KEY, String(id));
      } catch {
        return;
      }
    } else if (unsubscribe) return;
    subscribe(client, String(id));
  };
  const current = storedMember();
  if (current) subscribe(client, current);
  // After a login the member's answer may already be in the cache.
  adopt(client.getQueryData(memberKeys.self()));
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && JSON.stringify(event.query.queryKey) === selfKey) {
      adopt(event.query.state.data);
    }
  });
}

let following = false;

/** Removes everything kept on the device for the member (logout, or another member's login). */
export async function forgetDeviceData(): Promise<void> {
  unsubscribe?.();
  unsubscribe = undefined;
  keptAtStart = undefined;
  try {
    localStorage.removeItem(MEMBER_KEY);
  } catch {
    // Nothing stored under a member means nothing is restored for one either.
  }
  // A device without IndexedDB kept nothing to remove.
  await Promise.resolve(persister.removeClient()).catch(() => {});
}
