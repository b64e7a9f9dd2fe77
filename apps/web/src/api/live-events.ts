import { LIVE_EVENT_NAME, LiveEvent } from '@fairway/contract';

/** What the stream's owner hears: each live update, in order. */
export type LiveHandler = (event: LiveEvent) => void;

/** Waits before opening a stream the browser gave up on: quick, then at most every 30 s. */
const REOPEN_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * The member's live updates (GET /api/events) on one EventSource. While the browser is offline
 * the stream is closed, quietly (no alert, no error: the screens keep what they show), and opened
 * again when it is back, naming the last event seen so the server sends what was missed (or a
 * reset). A stream the browser gave up on (the server answered an error, say during a restart)
 * is opened again the same way, later each time. Answers the way to close it for good.
 */
export function openLiveEvents(onEvent: LiveHandler): () => void {
  let source: EventSource | null = null;
  let lastId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const remember = (e: MessageEvent) => {
    if (e.lastEventId) lastId = e.lastEventId;
  };
  const close = () => {
    clearTimeout(timer);
    source?.close();
    source = null;
  };
  const open = () => {
    close();
    if (stopped || !navigator.onLine) return;
    const url = lastId ? `/api/events?last_event_id=${encodeURIComponent(lastId)}` : '/api/events';
    const s = new EventSource(url);
    source = s;
    s.addEventListener('ready', (e) => {
      failures = 0;
      remember(e);
    });
    s.addEventListener(LIVE_EVENT_NAME, (e) => {
      remember(e);
      let data: unknown;
      try {
        data = JSON.parse(e.data as string);
      } catch {
        return;
      }
      const parsed = LiveEvent.safeParse(data);
      if (parsed.success) onEvent(parsed.data);
    });
    s.addEventListener('error', () => {
      // CONNECTING: the browser tries again by itself (with Last-Event-ID). CLOSED: it gave up.
      if (s.readyState !== EventSource.CLOSED || source !== s) return;
      source = null;
      timer = setTimeout(open, REOPEN_MS[Math.min(failures++, REOPEN_MS.length - 1)]);
    });
  };
  window.addEventListener('offline', close);
  window.addEventListener('online', open);
  open();
  return () => {
    stopped = true;
    close();
    window.removeEventListener('offline', close);
    window.removeEventListener('online', open);
  };
}
