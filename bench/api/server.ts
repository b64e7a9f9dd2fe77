/**
 * The server under benchmark: the real app on a fresh PostgreSQL database (or PGlite with
 * --pglite) with the demo clubs, plus a bare route that runs one primary-key SELECT on the same
 * pool: the baseline the API reads are compared with in the same run.
 */
import { existsSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { memberships, scorecards } from '../../apps/server/src/db/schema';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/connect';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed';

const port = Number(process.env.BENCH_PORT ?? 3400);
const databaseUrl = process.env.BENCH_DB_URL || undefined;

const database = await openDatabase({ databaseUrl, dataDir: null });
await database.migrate();
await seedDemo(database.db);
await lengthenDemoRecord();

/**
 * The demo account's record made 20 years long: its two years of processed cards copied nine
 * times, each copy two years further back (the history call replays the whole record).
 */
async function lengthenDemoRecord() {
  const [demo] = await database.db
    .select({ player: memberships.player_id })
    .from(memberships)
    .where(eq(memberships.username, 'demo'));
  const cards = await database.db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.player_id, demo!.player), eq(scorecards.verwerkt, true)));
  const back = (datum: string, years: number) => {
    const day = `${Number(datum.slice(0, 4)) - years}${datum.slice(4)}`;
    return day.endsWith('-02-29') ? day.replace('-02-29', '-02-28') : day;
  };
  for (let k = 1; k <= 9; k++)
    await database.db
      .insert(scorecards)
      .values(
        cards.map(({ id: _id, created_at: _c, ...c }) => ({ ...c, datum: back(c.datum, 2 * k) })),
      );
}
// The built web app, when there is one: the member's first screen is painted by the server.
const webDist = new URL('../../apps/web/dist', import.meta.url).pathname;
// The first screen's busy limits, for an A/B of them in one run of the bench (default: the app's).
const limit = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const fsInFlight = limit('BENCH_FIRST_SCREEN_IN_FLIGHT');
const fsLagMs = limit('BENCH_FIRST_SCREEN_LAG_MS');
const app = await buildApp({
  db: database.db,
  ...(existsSync(webDist) ? { webDist } : {}),
  ...(fsInFlight ? { firstScreenMaxInFlight: fsInFlight } : {}),
  ...(fsLagMs ? { firstScreenMaxLagMs: fsLagMs } : {}),
});
app.get('/bench/pk', { config: { public: true } }, async () => {
  const result = await database.db.execute(sql`select id, naam from clubs where id = 2`);
  return { ok: (result as unknown as { rows: unknown[] }).rows.length };
});
await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
