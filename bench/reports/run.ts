/**
 * The back office's reports on PostgreSQL: each report of N rows (members, bookings,
 * cancellations, match entries, payments, audit trail) downloaded over HTTP as CSV and as XLSX from a server on a fresh
 * database with the demo clubs and N rows of each kind added to the demo club. Bar: the first
 * byte of each file in under 1 s (the file is written while it is read: export-file.ts).
 *
 *   npx tsx bench/reports/run.ts              # 10,000 rows of each kind
 *   npx tsx bench/reports/run.ts --rows 50000
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { REPORT_FORMATS, REPORT_KINDS } from '@fairway/contract';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/connect';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed';
import { clubIdsOf, loginCookie } from '../../apps/server/test/login';
import { scratchDatabase, sql } from '../support/scratch-database';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const ROWS = Number(args.rows);
const BAR_MS = 1000;
const FROM = '2026-01-01';
const UNTIL = '2026-12-31';

/** N rows of each report's kind in the demo club, written by SQL (the app's writes would take minutes). */
async function fill(url: string, club: number, n: number) {
  const [member] = await sql<{ id: number }>(
    url,
    `select id from memberships where club_id = $1 order by id limit 1`,
    [club],
  );
  const [course] = await sql<{ id: number }>(
    url,
    `select id from courses where club_id = $1 order by id limit 1`,
    [club],
  );
  const m = member!.id;
  const c = course!.id;
  // Members: N players with a membership each.
  await sql(
    url,
    `with p as (
       insert into players (achternaam, roepnaam, gsn)
       select 'Lid ' || i, 'Jozé', 'NL' || (70000000 + i) from generate_series(1, $2::int) i
       returning id)
     insert into memberships (club_id, player_id, created_at) select $1, id, now() from p`,
    [club, n],
  );
  // Bookings: four guests in each of N/4 tee times, ten minutes apart over the year's days.
  const slots = Math.ceil(n / 4);
  await sql(
    url,
    `insert into tee_slots (club_id, course_id, date, time, capacity, occupied)
     select $1, $2, date '2026-01-01' + (i / 60), to_char(time '07:00' + (i % 60) * interval '10 minutes', 'HH24:MI'), 4, 4
     from generate_series(0, $3::int - 1) i`,
    [club, c, slots],
  );
  await sql(
    url,
    `insert into bookings (club_id, course_id, date, time, holes, guest, booked_by, created_at)
     select $1, $2, date '2026-01-01' + (i / 4 / 60), to_char(time '07:00' + (i / 4 % 60) * interval '10 minutes', 'HH24:MI'),
            18, jsonb_build_object('lastname', 'Gast ' || i), $3, now()
     from generate_series(0, $4::int - 1) i`,
    [club, c, m, n],
  );
  // Cancellations: N places cancelled by the member, over the same tee times, an hour before each.
  await sql(
    url,
    `insert into booking_cancellations (club_id, booking_id, course_id, date, time, player_name,
                                        cancelled_by, cancelled_at)
     select $1, 900000 + i, $2, date '2026-01-01' + (i / 4 / 60),
            to_char(time '07:00' + (i / 4 % 60) * interval '10 minutes', 'HH24:MI'), 'Gast ' || i, $3,
            (date '2026-01-01' + (i / 4 / 60)) + time '06:00' + (i / 4 % 60) * interval '10 minutes'
     from generate_series(0, $4::int - 1) i`,
    [club, c, m, n],
  );
  // Match entries: 100 matches, each with N/100 guests signed up one by one.
  const perMatch = Math.ceil(n / 100);
  await sql(
    url,
    `with ms as (
       insert into matches (club_id, naam, course_id, aanvang, inschrijvingsstart, inschrijvingsstop, max_deelnemers)
       select $1, 'Bench ' || i, $2, timestamp '2026-02-01 09:00' + i * interval '1 day',
              timestamp '2026-01-01 00:00', timestamp '2026-01-31 00:00', 1000
       from generate_series(1, 100) i returning id),
     ts as (
       insert into match_teams (club_id, match_id, spelers, volgnummer, signed_up_by, created_at)
       select $1, ms.id, 1, j, $3, now() from ms, generate_series(1, $4::int) j returning id, match_id)
     insert into match_registrations (club_id, match_id, team_id, guest, guest_handicap_tenths, created_at)
     select $1, match_id, id, jsonb_build_object('lastname', 'Gast ' || id), 180, now() from ts`,
    [club, c, m, perMatch],
  );
  // Payments: N bons, each paid by one payment through the demo provider.
  await sql(
    url,
    `with b as (
       insert into bons (club_id, relatie_id, subject_kind, subject_id, omschrijving, regels, totaal_cents,
                         status, return_path, created_at, updated_at)
       select $1, $2, 'match_registration', 800000 + i, 'Bench ' || i, '[]', 2550, 'paid', '/app',
              timestamp with time zone '2026-03-01 10:00+01' + i * interval '1 minute',
              timestamp with time zone '2026-03-01 10:00+01' + i * interval '1 minute'
       from generate_series(1, $3::int) i returning id, created_at)
     insert into payments (club_id, bon_id, provider, provider_payment_id, amount_cents, bon_versie, status,
                           applied, idempotency_key, created_at, updated_at)
     select $1, id, 'demo', 'tr_bench_' || id, 2550, 1, 'paid', true, 'bench-' || id, created_at, created_at from b`,
    [club, m, n],
  );
  // The audit trail: N rows.
  await sql(
    url,
    `insert into audit_log (club_id, actor_id, entity, record_id, action, after, at)
     select $1, $2, 'member', i::text, 'update', jsonb_build_object('email', 'lid' || i || '@example.nl'),
            timestamp with time zone '2026-04-01 10:00+02' + i * interval '1 minute'
     from generate_series(1, $3::int) i`,
    [club, m, n],
  );
}

/** One download: time to the answer's first body byte, to its end, and its size. */
function download(port: number, path: string, cookie: string) {
  return new Promise<{ status: number; firstByteMs: number; totalMs: number; bytes: number }>(
    (resolve, reject) => {
      const start = performance.now();
      let firstByteMs = 0;
      let bytes = 0;
      http
        .get({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
          res.on('data', (chunk: Buffer) => {
            if (!bytes) firstByteMs = performance.now() - start;
            bytes += chunk.length;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              firstByteMs,
              totalMs: performance.now() - start,
              bytes,
            }),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

const scratch = await scratchDatabase('reports');
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
let over = false;
try {
  await database.migrate();
  await seedDemo(database.db);
  const app = await buildApp({ db: database.db });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  const port = (app.server.address() as AddressInfo).port;
  const club = (await clubIdsOf(app))('demo');
  const fillStart = performance.now();
  await fill(scratch.url, club, ROWS);
  await sql(scratch.url, 'analyze');
  const cookie = await loginCookie(app, club, 'beheer');
  console.log(
    `reports, ${ROWS} rows of each kind added in ${((performance.now() - fillStart) / 1000).toFixed(1)} s, ` +
      `PostgreSQL (${scratch.url.replace(/\/[^/]*$/, '/…')})`,
  );
  console.log('report              first byte     whole file      size');
  for (const kind of REPORT_KINDS)
    for (const format of REPORT_FORMATS) {
      const query = kind === 'members' ? '' : `?from=${FROM}&until=${UNTIL}`;
      // One unmeasured run first: the JIT and the pool warm up, as on a server that has been running.
      await download(port, `/api/admin/reports/${kind}.${format}${query}`, cookie);
      const r = await download(port, `/api/admin/reports/${kind}.${format}${query}`, cookie);
      if (r.status !== 200) throw new Error(`${kind}.${format}: ${r.status}`);
      const ok = r.firstByteMs < BAR_MS;
      over ||= !ok;
      console.log(
        `${`${kind}.${format}`.padEnd(18)} ${r.firstByteMs.toFixed(0).padStart(6)} ms  ` +
          `${r.totalMs.toFixed(0).padStart(8)} ms  ${(r.bytes / 1024).toFixed(0).padStart(6)} KB  ` +
          `${ok ? 'OK' : 'OVER'} (bar ${BAR_MS} ms to the first byte)`,
      );
    }
  await app.close();
} finally {
  await database.close();
  await scratch.drop();
}
process.exit(over ? 1 : 0);
