// bench/live's clock of commits, in a thread of its own so the streams' reading does not delay
// it: a connection LISTENing on the live channel hears each notification at its transaction's
// commit, as the servers' listeners do. Posts [topic, key, epoch ms] for each of the club's
// notifications for all its members (those every stream of the club is sent).
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const client = new pg.Client({ connectionString: workerData.dbUrl });
await client.connect();
client.on('notification', (n) => {
  const at = performance.timeOrigin + performance.now();
  try {
    const p = JSON.parse(n.payload ?? '{}');
    if (p.c === workerData.clubId && p.m === null) parentPort.postMessage([p.t, p.k, at]);
  } catch {
    // not the live channel's
  }
});
await client.query('LISTEN fairway_live');
parentPort.postMessage(['listening']);
parentPort.on('message', async (m) => {
  if (m === 'stop') {
    await client.end();
    parentPort.close();
  }
});
