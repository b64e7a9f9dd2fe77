/**
 * The server under benchmark: the real app on a fresh PostgreSQL database (or PGlite with
 * --pglite) with the demo clubs, plus a bare route that runs one primary-key SELECT on the same
 * pool: the baseline the API reads are compared with in the same run.
 */
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/connect';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed';

const port = Number(process.env.BENCH_PORT ?? 3400);
const databaseUrl = process.env.BENCH_DB_URL || undefined;

const database = await openDatabase({ databaseUrl, dataDir: null });
await database.migrate();
await seedDemo(database.db);
// The built web app, when there is one: the member's first screen is painted by the server.
const webDist = new URL('../../apps/web/dist', import.meta.url).pathname;
const app = await buildApp({ db: database.db, ...(existsSync(webDist) ? { webDist } : {}) });
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
