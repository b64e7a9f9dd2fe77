import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MATCH_NOW } from '../../../test/match-fixtures';
import { withMatchPaymentWorld } from '../../../test/match-payment-fixtures';
import { RECONCILE_GRACE_MS } from './payment-reconciliation';

/**
 * A reserve who paid is refunded when the committee processes the match without them, also when
 * the server stops on the way (bench/crash does it with kill -9). Here the database refuses one
 * write once, as if the connection had died there: the reserve's refund as it is recorded, or the
 * provider's books as it is asked. The reserve must still get their money, through the
 * committee's retry or reconciliation, never lose it.
 */
const { world, post, createMatch, detail, signUp, payAs } = withMatchPaymentWorld(8);

const exec = (q: string) => world().t.database.db.execute(sql.raw(q));
/** The match's day (1 December, 11:00 at the club): the committee may process it. */
const MATCH_DAY = new Date('2026-12-01T10:00:00Z');

/** A trigger on `table` that stops the server once, when armed, at a write `when` picks. */
async function stopOnce(name: string, table: string, when: string) {
  await exec(`create sequence ${name}`);
  await exec(`select setval('${name}', 1, true)`);
  await exec(`create function ${name}() returns trigger language plpgsql as $$
    begin
      if ${when} and nextval('${name}') = 1 then
        raise exception 'the server stopped' using errcode = '57P01';
      end if;
      return new;
    end $$`);
  await exec(`create trigger ${name} before insert or update on ${table}
    for each row execute function ${name}()`);
}
/** The next write the trigger `name` picks fails. */
const arm = (name: string) => exec(`select setval('${name}', 1, false)`);

beforeAll(async () => {
  await stopOnce('reserve_refund_fails', 'refunds', `new.reason = 'reserve'`);
  await stopOnce(
    'provider_refund_fails',
    'demo_provider_payments',
    `tg_op = 'UPDATE' and jsonb_array_length(new.refunds) > jsonb_array_length(old.refunds)`,
  );
});
beforeEach(() => world().setNow(MATCH_NOW));

/** Reconciliation's next pass, past the grace it leaves requests still running. */
async function reconcileLater() {
  world().setNow(new Date(MATCH_DAY.getTime() + RECONCILE_GRACE_MS + 60_000));
  await world().t.app.payments.reconciliation.reconcile();
}

/** A full match with one paid player and a reserve who paid (as reserves could before). */
async function paidReserve(naam: string, at: number) {
  const m = await createMatch({ naam, max_deelnemers: 1 });
  const [first, reserve] = [world().people[at]!, world().people[at + 1]!];
  await signUp(first.cookie, m.id);
  await payAs(first.cookie, m.id);
  const waiting = await signUp(reserve.cookie, m.id);
  expect(waiting.msg).toBe('RESERVE_LIST');
  // Straight through the payments module: the pay link refuses a reserve now.
  const club = world().t.clubId('demo');
  const bon = await world().t.app.payments.openBon(club, {
    relatieId: reserve.id,
    subjectKind: 'match_registration',
    subjectId: waiting.team_id,
    contextId: m.id,
    omschrijving: m.naam,
    regels: [{ omschrijving: m.naam, bedrag_cents: 2000 }],
    returnPath: `/app/match/${m.id}/payment`,
  });
  const { checkout_url } = await world().t.app.payments.checkout.payLink(club, reserve.id, bon.id);
  await world().t.app.inject({
    method: 'POST',
    url: new URL(checkout_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=paid',
  });
  expect((await detail(reserve.cookie, m.id)).bon).toMatchObject({ status: 'paid' });
  return { m, first, reserve };
}

describe('the server stops as a processed match refunds its reserve', () => {
  // The app sends an Idempotency-Key (its whole call is then one transaction); other callers
  // may not.
  it.each([
    ['without an Idempotency-Key', 0, undefined],
    ['with an Idempotency-Key', 2, 'process-reserve-crash-1'],
  ])('processed %s, the reserve still gets what they paid back', async (_, at, key) => {
    const { m, first, reserve } = await paidReserve(`Reserve bij stroomuitval ${at}`, at);
    const process = () => post(`/api/admin/wedstrijd/${m.id}/verwerken`, world().admin, {}, key);
    await arm('reserve_refund_fails');
    world().setNow(MATCH_DAY);
    const lost = await process();
    expect(lost.statusCode, lost.body).toBe(503);
    // The committee sees the failure and processes again (409 where it is processed already).
    const again = await process();
    expect([200, 409], again.body).toContain(again.statusCode);
    await reconcileLater();

    expect((await detail(reserve.cookie, m.id)).bon).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2000, status: 'refunded' },
    });
    // The one who played keeps their place paid; the match is processed once.
    expect((await detail(first.cookie, m.id)).bon).toMatchObject({ status: 'paid' });
    const processed = await post(`/api/admin/wedstrijd/${m.id}/verwerken`, world().admin);
    expect(processed.statusCode).toBe(409);
  });
});

describe('the server stops before the provider hears of the refund', () => {
  it('reconciliation sends it: the reserve gets what they paid back', async () => {
    const { m, reserve } = await paidReserve('Reserve, aanbieder niet bereikt', 4);
    await arm('provider_refund_fails');
    world().setNow(MATCH_DAY);
    const processed = await post(`/api/admin/wedstrijd/${m.id}/verwerken`, world().admin);
    // Processed and its refund recorded: the committee is told it is done.
    expect(processed.statusCode, processed.body).toBe(200);
    expect((await detail(reserve.cookie, m.id)).bon).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2000, status: 'creating' },
    });
    await reconcileLater();
    expect((await detail(reserve.cookie, m.id)).bon).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2000, status: 'refunded' },
    });
  });
});
