/**
 * bench/crash, payments: the server is killed (SIGKILL, from inside, at an exact point) between
 * creating a payment at the provider and storing it, and between the webhook's answer from the
 * provider and its update; then started again. After each round: no bon is paid twice, no payment
 * the provider holds as paid is lost (reconciliation at the start picks it up), and every member
 * can still pay. The demo provider stands in for Mollie: its books are a table of its own that the
 * server writes in a transaction of its own, as an outside provider would have them.
 *
 *   npx tsx bench/crash/payments.ts                  # 5 rounds, 12 members
 *   npx tsx bench/crash/payments.ts --rounds 10 --members 20
 *   # BENCH_DATABASE_URL=... for another server (a fresh database is created and dropped)
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { openSession } from '../support/members';
import { scratchDatabase, sql as query } from '../support/scratch-database';
import { numberOption as opt, ROOT as root, startServer } from '../support/server-process';

const ROUNDS = opt('rounds', 5);
const MEMBERS = opt('members', 12);
const serverBuild = `${root}apps/server/dist/main.mjs`;

console.log('building the server (apps/server/build.mjs)...');
const built = spawnSync(process.execPath, [`${root}apps/server/build.mjs`], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const db = await scratchDatabase('paycrash');
const dbUrl = db.url;
const port = 4900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

let server: ChildProcess | null = null;
let died = false;
async function start(opts: { demo?: boolean; crashAt?: string } = {}) {
  died = false;
  const started = startServer({
    args: [serverBuild],
    port,
    databaseUrl: dbUrl,
    demo: opts.demo ?? false,
    logLevel: 'error',
    env: {
      // The crash points are not honoured in production; the demo provider runs as in `npm start`.
      NODE_ENV: 'development',
      PUBLIC_URL: base,
      PAYMENTS_DEMO_IN_PRODUCTION: '1',
      ...(opts.crashAt ? { FAIRWAY_CRASH_POINT: opts.crashAt } : {}),
    },
  });
  server = started.child;
  started.child.on('exit', () => {
    died = true;
  });
  await started.ready;
}
async function stop() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
/** Waits until the server killed itself at its crash point (or gives up after `ms`). */
async function untilDead(ms: number) {
  const end = Date.now() + ms;
  while (!died && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return died;
}

const headers = (cookie: string) => ({ cookie, 'x-fairway-request': '1' });

interface Figures {
  round: number;
  killedAtCreate: boolean;
  killedAtWebhook: boolean;
  leftAtKill: number;
  creatingLeft: number;
  paidAtProvider: number;
  paidHere: number;
  lostPaid: number;
  paidTwice: number;
  appliedTwice: number;
  notPayable: number;
}
const figures: Figures[] = [];

try {
  await start({ demo: true });
  const [club] = await query<{ id: number }>(dbUrl, `select id from clubs where snelnaam = 'demo'`);
  const clubId = club!.id;
  const members = await query<{ id: number }>(
    dbUrl,
    `select id from memberships where club_id = $1 and not is_gast order by id offset 20 limit $2`,
    [clubId, MEMBERS],
  );
  // A session per member, opened as login does (the server reads only the token's hash).
  const cookies = new Map<number, string>();
  for (const m of members) {
    const token = `bench-paycrash-${m.id}-${Math.random().toString(36).slice(2)}`;
    cookies.set(m.id, await openSession(dbUrl, clubId, m.id, token));
  }

  for (let round = 1; round <= ROUNDS; round++) {
    // Each member owes a new bon this round (as a match sign-up would open it).
    const bons = await query<{ id: number; relatie_id: number }>(
      dbUrl,
      `insert into bons (club_id, relatie_id, subject_kind, subject_id, omschrijving, regels,
         totaal_cents, status, return_path, created_at, updated_at)
       select $1, m.id, 'match_registration', $2 * 100000 + m.id, 'Crashwedstrijd ' || $2,
         '[{"omschrijving":"Inschrijfgeld","bedrag_cents":2500}]'::jsonb, 2500, 'open',
         '/app/matches', now(), now()
       from unnest($3::int[]) as m(id)
       returning id, relatie_id`,
      [clubId, round, members.map((m) => m.id)],
    );
    const payLink = async (bon: { id: number; relatie_id: number }) => {
      const res = await fetch(`${base}/api/payments/bons/${bon.id}/paylink`, {
        method: 'POST',
        headers: headers(cookies.get(bon.relatie_id)!),
      }).catch(() => null);
      if (!res || res.status !== 200) return null;
      return ((await res.json()) as { checkout_url: string }).checkout_url;
    };

    // 1. Killed between the provider's create and our write: every member asks at once.
    await stop();
    await start({ crashAt: 'payment-created' });
    await Promise.all(bons.map(payLink));
    const killedAtCreate = await untilDead(10_000);
    await stop();
    await start();
    // The start's reconciliation finishes the attempts left 'creating' (given up to 15 s).
    const creating = async () =>
      (
        await query<{ n: number }>(
          dbUrl,
          `select count(*)::int as n from payments where status = 'creating'`,
        )
      )[0]!.n;
    const leftAtKill = await creating();
    let creatingLeft = leftAtKill;
    for (let i = 0; i < 150 && creatingLeft > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      creatingLeft = await creating();
    }

    // 2. Killed between the webhook's answer from the provider and our update: every member pays.
    const links = (await Promise.all(bons.map(payLink))).filter((l): l is string => l !== null);
    await stop();
    await start({ crashAt: 'webhook-fetched' });
    await Promise.all(
      links.map((url) =>
        fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=paid',
        }).catch(() => null),
      ),
    );
    const killedAtWebhook = await untilDead(10_000);
    await stop();
    await start();
    // The start's reconciliation asks the provider about the open attempts (given up to 15 s).
    for (let i = 0; i < 150; i++) {
      const [{ n }] = (await query<{ n: number }>(
        dbUrl,
        `select count(*)::int as n from demo_provider_payments d join payments p
           on p.provider = 'demo' and p.provider_payment_id = d.id
         where d.status = 'paid' and p.status <> 'paid'`,
      )) as [{ n: number }];
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const [check] = await query<{
      paid_provider: number;
      paid_here: number;
      lost: number;
      twice: number;
      applied_twice: number;
    }>(
      dbUrl,
      `with provider_paid as (
         select d.id, p.bon_id, p.status from demo_provider_payments d
         join payments p on p.provider = 'demo' and p.provider_payment_id = d.id
         where d.status = 'paid')
       select
         (select count(*)::int from provider_paid) as paid_provider,
         (select count(*)::int from payments where status = 'paid' and provider = 'demo') as paid_here,
         (select count(*)::int from provider_paid where status <> 'paid') as lost,
         (select count(*)::int from (select bon_id from provider_paid group by bon_id
            having count(*) > 1) x) as twice,
         (select count(*)::int from (select bon_id from payments where applied group by bon_id
            having count(*) > 1) y) as applied_twice`,
    );
    // Every bon of the round can be paid or is paid: none is stuck.
    const [{ n: notPayable }] = (await query<{ n: number }>(
      dbUrl,
      `select count(*)::int as n from bons b where b.subject_id / 100000 = $1
         and b.status not in ('paid', 'open', 'failed', 'expired', 'cancelled', 'pending')`,
      [round],
    )) as [{ n: number }];
    const f: Figures = {
      round,
      killedAtCreate,
      killedAtWebhook,
      leftAtKill,
      creatingLeft,
      paidAtProvider: check!.paid_provider,
      paidHere: check!.paid_here,
      lostPaid: check!.lost,
      paidTwice: check!.twice,
      appliedTwice: check!.applied_twice,
      notPayable,
    };
    figures.push(f);
    console.log(
      `round ${round}: killed at create ${killedAtCreate ? 'yes' : 'NO'}, at webhook ${
        killedAtWebhook ? 'yes' : 'NO'
      }; attempts left creating by the kill ${leftAtKill}, after the start ${creatingLeft}; paid at the provider ${f.paidAtProvider}, here ${
        f.paidHere
      }; lost ${f.lostPaid}; a bon paid twice ${f.paidTwice}; applied twice ${f.appliedTwice}`,
    );
  }
} finally {
  await stop();
  await db.drop();
}

const last = figures.at(-1);
const wrong =
  figures.some(
    (f) =>
      f.lostPaid > 0 ||
      f.paidTwice > 0 ||
      f.appliedTwice > 0 ||
      f.creatingLeft > 0 ||
      f.notPayable > 0 ||
      !f.killedAtCreate ||
      !f.killedAtWebhook,
  ) || !last;
console.log(
  `\ntotals: ${figures.length} rounds, ${figures.filter((f) => f.killedAtCreate).length} kills at create, ${
    figures.filter((f) => f.killedAtWebhook).length
  } at the webhook; attempts left creating by the kills ${figures.reduce(
    (s, f) => s + f.leftAtKill,
    0,
  )}; paid at the provider ${last?.paidAtProvider ?? 0}, paid here ${
    last?.paidHere ?? 0
  }, lost ${last?.lostPaid ?? 0}, bons paid twice ${last?.paidTwice ?? 0} — ${wrong ? 'WRONG' : 'OK'}`,
);
process.exit(wrong ? 1 : 0);
