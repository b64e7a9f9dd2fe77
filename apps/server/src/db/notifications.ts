import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel `live_notify` (src/db/functions/live_notify.sql) sends on. */
export const LIVE_CHANNEL = 'fairway_live';

/** What a process hears of the notifications every process's transactions send. */
export interface NotificationHandlers {
  /** One notification's payload, after the commit of the transaction that sent it. */
  payload(text: string): void;
  /**
   * Notifications may have been missed (the listening connection was lost and is back): whoever
   * shows what they told must read everything again.
   */
  gap(): void;
}

/** Listening on the live channel: one connection per process, kept up by itself. */
export interface Notifications {
  listen(handlers: NotificationHandlers): Promise<void>;
  close(): Promise<void>;
}

/** The listening connection's application_name in pg_stat_activity. */
export const LISTENER_NAME = 'fairway-live';

/** Waits before the next attempt to listen again: quick at first, then at most every 5 s. */
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * PostgreSQL: a connection of its own, outside the pool (LISTEN holds it for the process's life,
 * and the pool's statement and query timeouts do not fit a connection that waits). When it is
 * lost (the server restarted, the connection was killed, the network broke) it is opened again,
 * and once it listens again the handlers hear of the gap: what was sent meanwhile is gone.
 */
export function pgNotifications(databaseUrl: string): Notifications {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect(handlers: NotificationHandlers, first: boolean): Promise<void> {
    const c = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      // Named, so an operator (or a test) can tell it from the pool's connections.
      application_name: LISTENER_NAME,
    });
    let lost = false;
    const reconnect = () => {
      if (lost || closed) return;
      lost = true;
      client = null;
      c.end().catch(() => {});
      const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]!;
      timer = setTimeout(() => {
        connect(handlers, false).catch(reconnect);
      }, wait);
    };
    c.on('error', reconnect);
    c.on('end', reconnect);
    c.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL && n.payload !== undefined) handlers.payload(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      if (first) {
        // The caller hears of it: no retry left behind by the failed client's 'end', and a
        // connection that opened but could not listen is closed.
        lost = true;
        c.end().catch(() => {});
        throw err;
      }
      reconnect();
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    failures = 0;
    if (!first) handlers.gap();
  }

  return {
    listen: (handlers) => connect(handlers, true),
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/**
 * PGlite: the process's one connection listens too. PGlite hands a notification over with the
 * answer of the statement that ends the transaction, so it is heard after the commit, as on
 * PostgreSQL; the connection cannot be lost, so there is never a gap.
 */
export function pgliteNotifications(client: PGlite): Notifications {
  let stop: (() => Promise<void>) | undefined;
  return {
    async listen(handlers) {
      stop = await client.listen(LIVE_CHANNEL, (payload) => handlers.payload(payload));
    },
    async close() {
      await stop?.().catch(() => {});
    },
  };
}
