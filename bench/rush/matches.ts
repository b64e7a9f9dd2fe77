/**
 * bench/rush --matches: the match sign-up rush. Two server processes on one PostgreSQL database;
 * 200 members with a session each; 20 rounds, each a fresh match with a field of 40, for which
 * all 200 sign up at the same moment (POST /api/wedstrijd/{id}/inschrijven with an
 * Idempotency-Key). Read back from the database: nobody over the field, the reserves in arrival
 * order with consecutive places, every member signed up exactly once; 5xx answers and p50/p99 of
 * the sign-up calls, beside the health check at the same concurrency.
 *
 *   npx tsx bench/rush/matches.ts                    # 200 members × 20 rounds, field 40
 *   npx tsx bench/rush/matches.ts --members 100 --rounds 5 --field 20
 *   npx tsx bench/rush/run.ts --matches              # the same, from the tee-sheet rush's command
 *   # BENCH_DATABASE_URL=... for another server (a fresh database is created and dropped)
 */
import { randomBytes } from 'node:crypto';
import { addMembers } from '../support/members';
import { scratchDatabase, sql as query } from '../support/scratch-database';
import { benchPort, numberOption as opt } from '../support/server-process';
import { healthBaseline, printTimings, startServers } from './common';

const MEMBERS = opt('members', 200);
const ROUNDS = opt('rounds', 20);
const FIELD = opt('field', 40);
/** Unmeasured rounds first, as in the tee-sheet rush: the figures are of warm processes. */
const WARMUP = opt('warmup', 5);
const db = await scratchDatabase('rush_matches');
const dbUrl = db.url;

/** A wall-clock time on the club's clock (Amsterdam), `days` from now: 'YYYY-MM-DD HH:mm'. */
const wallTime = (days: number, time: string) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + days * 86_400_000),
  )} ${time}`;

let servers: { stop: () => Promise<void> } | undefined;
try {
  // The servers' ports: the first and the next.
  const first = benchPort(4700, 300);
  const ports: [number, number] = [first, first + 1];
  // The first process migrates and loads the demo clubs; the second joins the same database.
  servers = await startServers(dbUrl, ports);

  // Golfclub De Demo with 200 extra members, each with a session made directly in the database
  // (what a login would store: the SHA-256 of a random token).
  const [club] = await query<{ id: number }>(dbUrl, `select id from clubs where snelnaam = 'demo'`);
  const clubId = club!.id;
  const [course] = await query<{ id: number }>(
    dbUrl,
    `select id from courses where club_id = $1 and holes = 18 order by id limit 1`,
    [clubId],
  );
  const cookies = (
    await addMembers(dbUrl, clubId, MEMBERS, { roepnaam: 'Rush', handicap_tenths: 180 })
  ).map((m) => m.cookie);

  /** A fresh individual stableford match with a field of FIELD, its sign-up open now. */
  const newMatch = async (n: number) => {
    const [m] = await query<{ id: number }>(
      dbUrl,
      `insert into matches (club_id, naam, course_id, aanvang, inschrijvingsstart, inschrijvingsstop, max_deelnemers)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        clubId,
        `Rush ${n}`,
        course!.id,
        wallTime(30 + n, '09:00'),
        wallTime(-1, '08:00'),
        wallTime(20, '18:00'),
        FIELD,
      ],
    );
    return m!.id;
  };

  const latencies: number[] = [];
  const answers = new Map<string, number>();
  let fivexx = 0;
  const otherStatus = new Map<number, number>();
  const matchIds: number[] = [];
  /** All members sign up at the same moment; `measure` false for the warm-up rounds. */
  const rush = (matchId: number, measure: boolean) =>
    Promise.all(
      cookies.map(async (cookie, i) => {
        const t0 = performance.now();
        const res = await fetch(
          `http://127.0.0.1:${ports[i % 2]}/api/wedstrijd/${matchId}/inschrijven`,
          {
            method: 'POST',
            headers: {
              cookie,
              'content-type': 'application/json',
              'x-fairway-request': '1',
              'idempotency-key': `rush-${matchId}-${i}-${randomBytes(4).toString('hex')}`,
            },
            body: '{}',
          },
        );
        const body = (await res.json().catch(() => ({}))) as { msg?: string; code?: string };
        if (!measure) return;
        latencies.push(performance.now() - t0);
        if (res.status === 200)
          answers.set(body.msg ?? '?', (answers.get(body.msg ?? '?') ?? 0) + 1);
        else if (res.status >= 500) {
          if (fivexx++ === 0) console.warn(`first 5xx: ${res.status} ${JSON.stringify(body)}`);
        } else otherStatus.set(res.status, (otherStatus.get(res.status) ?? 0) + 1);
      }),
    );
  for (let round = 0; round < WARMUP; round++) await rush(await newMatch(-1 - round), false);

  const started = Date.now();
  const roundMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const id = await newMatch(round);
    matchIds.push(id);
    const roundStart = performance.now();
    await rush(id, true);
    roundMs.push(performance.now() - roundStart);
  }
  const seconds = (Date.now() - started) / 1000;

  // Baseline in the same run: the same calls at once to the health check (one SELECT 1).
  const baseline = await healthBaseline(cookies, ports, ROUNDS);

  // Read back what the database holds, per match: the field against its places and the counters,
  // the reserve list in arrival order (volgnummer) with places 1, 2, 3 … and every member once.
  const perMatch = await query<{
    id: number;
    deelnemers: number;
    reserves: number;
    in_field: number;
    on_reserve: number;
    teams: number;
    registered: number;
    members: number;
    max_field_nr: number | null;
    min_reserve_nr: number | null;
    nrs: number;
    min_nr: number;
    max_nr: number;
  }>(
    dbUrl,
    `select m.id, m.deelnemers, m.reserves,
       coalesce(sum(t.spelers) filter (where not t.reservelijst), 0)::int as in_field,
       count(*) filter (where t.reservelijst)::int as on_reserve,
       count(t.id)::int as teams,
       (select count(*)::int from match_registrations r where r.club_id = m.club_id and r.match_id = m.id) as registered,
       (select count(distinct r.relatie_id)::int from match_registrations r where r.club_id = m.club_id and r.match_id = m.id) as members,
       max(t.volgnummer) filter (where not t.reservelijst) as max_field_nr,
       min(t.volgnummer) filter (where t.reservelijst) as min_reserve_nr,
       count(distinct t.volgnummer)::int as nrs, min(t.volgnummer) as min_nr, max(t.volgnummer) as max_nr
     from matches m left join match_teams t on t.club_id = m.club_id and t.match_id = m.id
     where m.club_id = $1 and m.id = any($2) group by m.club_id, m.id`,
    [clubId, matchIds],
  );
  const overField = perMatch.filter((m) => m.in_field > FIELD || m.deelnemers > FIELD).length;
  const countersWrong = perMatch.filter(
    (m) => m.in_field !== m.deelnemers || m.on_reserve !== m.reserves,
  ).length;
  const fieldNotFull = perMatch.filter((m) => m.in_field !== Math.min(FIELD, MEMBERS)).length;
  const notOnce = perMatch.filter(
    (m) => m.registered !== MEMBERS || m.members !== MEMBERS || m.teams !== MEMBERS,
  ).length;
  // Arrival order: the field holds the first arrivals, the reserves the later ones, and the order
  // numbers run 1..N without gaps or duplicates, so reserve place k is the k-th reserve to arrive.
  const orderWrong = perMatch.filter(
    (m) =>
      m.nrs !== m.teams ||
      m.max_nr! - m.min_nr! + 1 !== m.teams ||
      (m.min_reserve_nr !== null && m.max_field_nr !== null && m.min_reserve_nr < m.max_field_nr),
  ).length;
  latencies.sort((a, b) => a - b);
  const signedUp = answers.get('SIGNED_UP') ?? 0;
  const reserve = answers.get('RESERVE_LIST') ?? 0;
  const expectedField = Math.min(FIELD, MEMBERS) * ROUNDS;

  console.log(
    `\nbench/rush --matches: 2 server processes on PostgreSQL, ${MEMBERS} members × ${ROUNDS} rounds, ` +
      `a fresh match with a field of ${FIELD} per round (after ${WARMUP} warm-up rounds)`,
  );
  console.log(`requests            ${latencies.length} in ${seconds.toFixed(1)} s`);
  console.log(
    `answers             ${[...answers].map(([m, n]) => `${m}: ${n}`).join(', ')}  ` +
      `(field × rounds = ${expectedField}) ${signedUp === expectedField && reserve === MEMBERS * ROUNDS - expectedField ? 'OK' : 'WRONG'}`,
  );
  console.log(`over the field      ${overField} matches`);
  console.log(`field not full      ${fieldNotFull} matches; counters ≠ rows: ${countersWrong}`);
  console.log(`not signed up once  ${notOnce} matches`);
  console.log(
    `reserve order wrong ${orderWrong} matches (gaps, duplicates, a reserve before the field)`,
  );
  console.log(
    `other 4xx           ${[...otherStatus].map(([s, n]) => `${s}: ${n}`).join(', ') || 0}`,
  );
  console.log(`5xx                 ${fivexx}`);
  printTimings(latencies, roundMs, baseline);
  const ok =
    perMatch.length === ROUNDS &&
    signedUp === expectedField &&
    overField === 0 &&
    countersWrong === 0 &&
    fieldNotFull === 0 &&
    notOnce === 0 &&
    orderWrong === 0 &&
    fivexx === 0 &&
    otherStatus.size === 0;
  process.exitCode = ok ? 0 : 1;
} finally {
  await servers?.stop();
  await db.drop();
}
