/**
 * bench/notifications: many card reminders due in the same minute, two server processes on one
 * fresh PostgreSQL database. Each reminder is a `marker-reminder` job (as a card handed to its
 * marker makes) due at one moment; its run writes the marker's inbox row and a channel job, whose
 * run delivers it to the servers' test channel (FAIRWAY_TEST_CHANNEL_URL), a receiver here that
 * notes when each notification first arrived and how often. Lateness = first arrival − due time.
 *
 *   npx tsx bench/notifications/run.ts                    # 10,000 reminders
 *   npx tsx bench/notifications/run.ts --reminders 2000 --lead 20 --wait 120
 *   # BENCH_DATABASE_URL=... for another server (a fresh database is created and dropped)
 */
import {
  channelReceiver,
  inboxRows,
  scheduleReminders,
  waitingCards,
} from '../../apps/server/test/reminder-load';
import { pct, startServers } from '../rush/common';
import { scratchDatabase, sql as query } from '../support/scratch-database';
import { benchPort, numberOption as opt } from '../support/server-process';

const REMINDERS = opt('reminders', 10_000);
/** Seconds from the start of the sending to the reminders' due time (the sending must fit). */
const LEAD_S = opt('lead', 40);
/** Seconds after the due time the bench waits for the last reminder. */
const WAIT_S = opt('wait', 180);
/** The bar (docs/QUALITY.md "Reliability"): every reminder out within this of its time. */
const BAR_S = 60;

const db = await scratchDatabase('notifications');
const receiver = await channelReceiver();
const first = benchPort(4700, 300);
let servers: { stop: () => Promise<void> } | undefined;
let ok = false;
try {
  servers = await startServers(db.url, [first, first + 1], {
    FAIRWAY_TEST_CHANNEL_URL: receiver.url,
    LOG_LEVEL: 'error',
  });
  const [club] = await query<{ id: number }>(
    db.url,
    `select id from clubs where snelnaam = 'demo'`,
  );
  const clubId = club!.id;
  const cards = await waitingCards(db.url, clubId, REMINDERS);
  const sendStart = Date.now();
  const dueAt = new Date(sendStart + LEAD_S * 1000);
  await scheduleReminders(db.url, clubId, cards, dueAt);
  const sendS = (Date.now() - sendStart) / 1000;
  console.log(
    `${REMINDERS} reminders sent to the queue in ${sendS.toFixed(1)} s, due at ${dueAt.toISOString()}`,
  );
  if (Date.now() > dueAt.getTime()) console.log(`WARNING: the sending outlasted --lead ${LEAD_S}`);

  // Until every reminder arrived and a few seconds passed without a delivery (a repeat would
  // come then), or the wait is over.
  const deadline = dueAt.getTime() + WAIT_S * 1000;
  let lastCount = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const n = receiver.deliveries();
    if (n !== lastCount) [lastCount, quietSince] = [n, Date.now()];
    else if (receiver.heard.size >= REMINDERS && Date.now() - quietSince > 5000) break;
  }

  const lateness = [...receiver.heard.values()]
    .map((h) => (h.first - dueAt.getTime()) / 1000)
    .sort((a, b) => a - b);
  const duplicates = receiver.deliveries() - receiver.heard.size;
  const missing = REMINDERS - receiver.heard.size;
  const rows = await inboxRows(db.url, clubId, cards);
  const perCard = new Map<number, number>();
  for (const r of rows) perCard.set(r.card, (perCard.get(r.card) ?? 0) + 1);
  const inboxWrong = cards.filter((c) => perCard.get(c) !== 1).length;
  const late = lateness.filter((s) => s > BAR_S).length;
  const f = (s: number | undefined) => (s ?? NaN).toFixed(1);
  console.log(`delivered           ${receiver.heard.size} of ${REMINDERS}`);
  console.log(
    `lateness s          p50 ${f(pct(lateness, 50))}  p99 ${f(pct(lateness, 99))}  max ${f(lateness.at(-1))}`,
  );
  console.log(`later than ${BAR_S} s     ${late}`);
  console.log(`duplicates          ${duplicates}  (deliveries beyond one per notification)`);
  console.log(`missing             ${missing}`);
  console.log(`inbox rows          ${rows.length}; cards without exactly one: ${inboxWrong}`);
  // Where the time went: when each queue's runs ended, from the due time (pg-boss keeps them).
  const stages = await query<{ name: string; n: string; p50: number; max: number }>(
    db.url,
    `select name, count(*) as n,
       percentile_cont(0.5) within group (order by extract(epoch from completed_on) - $1) as p50,
       max(extract(epoch from completed_on) - $1) as max
     from pgboss.job where state = 'completed' and name in ('marker-reminder', 'notification-channel')
     group by name order by name`,
    [dueAt.getTime() / 1000],
  );
  for (const s of stages)
    console.log(
      `${s.name.padEnd(20)}${s.n} done; after due s p50 ${f(Number(s.p50))}  max ${f(Number(s.max))}`,
    );
  ok = late === 0 && duplicates === 0 && missing === 0 && inboxWrong === 0;
  console.log(ok ? 'OK' : 'WRONG');
} finally {
  await servers?.stop();
  await receiver.close();
  await db.drop();
}
process.exit(ok ? 0 : 1);
