import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../src/db/connect';
import { transaction } from '../src/db/transaction';
import { JobQueue } from '../src/modules/jobs';
import { MARKER_REMINDER } from '../src/modules/notifications/card-reminders';
import { sql as query } from './sql';

/**
 * Many card reminders due at one moment, for the reminders' crash test
 * (modules/notifications/reminders-crash.int.test.ts) and bench/notifications: cards waiting for
 * their marker, each with the `marker-reminder` job that handing it to the marker makes, and a
 * receiver that counts what the servers' test channel (FAIRWAY_TEST_CHANNEL_URL) delivers.
 */

/** What the receiver heard of one notification: how often, and when first (epoch ms). */
export interface Heard {
  count: number;
  first: number;
}

export interface ChannelReceiver {
  /** For FAIRWAY_TEST_CHANNEL_URL. */
  url: string;
  /** Per Idempotency-Key (`club:notification id`). */
  heard: Map<string, Heard>;
  /** Every delivery, repeats included. */
  deliveries(): number;
  close(): Promise<void>;
}

/**
 * A loopback HTTP receiver counting deliveries per notification. `onDelivery` runs before the
 * answer with the number of notifications heard so far (a test kills a server from there, so the
 * delivery it answers is one its sender never sees completed).
 */
export async function channelReceiver(
  onDelivery?: (distinct: number) => void,
): Promise<ChannelReceiver> {
  const heard = new Map<string, Heard>();
  let deliveries = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      deliveries++;
      const h = heard.get(key);
      if (h) h.count++;
      else heard.set(key, { count: 1, first: Date.now() });
      onDelivery?.(heard.size);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/deliver`,
    heard,
    deliveries: () => deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `count` complete cards of the club waiting for their marker (copies of one of its cards, the
 * markers taken in turn from its members), as the scorecards module leaves a card handed to its
 * marker. Answers their ids.
 */
export async function waitingCards(url: string, clubId: number, count: number): Promise<number[]> {
  const columns = (
    await query<{ column_name: string }>(
      url,
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'scorecards' AND table_schema = 'public' AND column_name <> 'id'
       ORDER BY ordinal_position`,
      [],
    )
  ).map((c) => c.column_name);
  const set: Record<string, string> = {
    marker_id: 'm.id',
    marker_naam: 'NULL',
    is_ingevuld: 'true',
    signed_at: 'NULL',
    rejected_at: 'NULL',
    reject_code: 'NULL',
    reject_remark: 'NULL',
    verwerkt: 'false',
    committee_action: 'NULL',
  };
  const rows = await query<{ id: number }>(
    url,
    `WITH src AS (SELECT * FROM scorecards WHERE club_id = $1 ORDER BY id LIMIT 1),
     markers AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
       FROM memberships WHERE club_id = $1 AND id <> (SELECT relatie_id FROM src)
     )
     INSERT INTO scorecards (${columns.join(', ')})
     SELECT ${columns.map((c) => set[c] ?? `src.${c}`).join(', ')}
     FROM src, generate_series(0, $2 - 1) AS g JOIN markers m ON m.n = g % m.total
     RETURNING id`,
    [clubId, count],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * The first reminder of each card, due at `dueAt`: the `marker-reminder` job with the card's
 * singleton key that the card reminders make when a card is handed to its marker (there due at
 * once), sent through the app's JobQueue in transactions of 500. The queue must exist (a server
 * has started on the database).
 */
export async function scheduleReminders(
  url: string,
  clubId: number,
  cardIds: readonly number[],
  dueAt: Date,
): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: null, poolMax: 2 });
  try {
    const queue = new JobQueue(database.db, {
      queueDb: database.queueDb,
      clock: () => new Date(),
      log: { error: (details, message) => console.error(message, details) },
    });
    queue.define({ name: MARKER_REMINDER, run: async () => {} });
    for (let i = 0; i < cardIds.length; i += 500)
      await transaction(database.db, async (tx) => {
        for (const cardId of cardIds.slice(i, i + 500))
          await queue.send(
            tx,
            MARKER_REMINDER,
            { clubId, cardId, round: 1 },
            { singletonKey: `${clubId}:${cardId}`, startAfter: dueAt },
          );
      });
  } finally {
    await database.close();
  }
}

/** The reminders' inbox rows of these cards: per card, how many (the dedupe key keeps one). */
export async function inboxRows(
  url: string,
  clubId: number,
  cardIds: readonly number[],
): Promise<{ id: number; card: number }[]> {
  return query<{ id: number; card: number }>(
    url,
    `SELECT id, split_part(dedupe_key, ':', 2)::int AS card FROM notifications
     WHERE club_id = $1 AND kind = 'marker_card_to_sign'
       AND split_part(dedupe_key, ':', 2)::int = ANY($2::int[])`,
    [clubId, cardIds],
  );
}
