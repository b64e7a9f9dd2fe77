import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCancellationReasonsResponse,
  ConfigResponse,
  type TeeTimeCourse,
} from '@fairway/contract';
import { auditLog, bookingCancellations, cancellationReasons } from '../../db/schema';
import { sameClubRow } from '../../db/same-club';
import { bookingFixtures, NOW, MONDAY, TUESDAY, type Member } from '../../../test/booking-fixtures';
import { sessionWithRole } from '../../../test/admin-calls';
import { callAs, readAs, withSessions } from '../../../test/harness';

/** The club's cancellation reasons: the calls, and what a cancelling member chooses from. */
const s = withSessions(['commissie', 'demo'], { clock: () => NOW });
let course: TeeTimeCourse;
const fx = bookingFixtures(() => s.t);
const base = '/api/admin/cancellation-reasons';
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  body?: unknown,
  key?: string,
) => callAs(s.t, method, url, cookie, body, key ? { 'idempotency-key': key } : {});
const list = async (cookie = s.commissie) => {
  const res = await readAs(s.t, base, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return AdminCancellationReasonsResponse.parse(res.json());
};
const add = async (naam: string) => {
  const res = await send('POST', base, s.commissie, { naam });
  expect(res.statusCode, res.body).toBe(201);
  return AdminCancellationReasonsResponse.parse(res.json()).reasons.at(-1)!;
};
const memberReasons = async (cookie: string) =>
  ConfigResponse.parse((await fx.get('/api/config', cookie)).json()).cancellation_reasons;
const trail = (id: number | string) =>
  s.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'cancellation_reason'), eq(auditLog.record_id, `${id}`)))
    .orderBy(asc(auditLog.id));

/** `m` books a free time on `date` and cancels it giving `reasonId`; the cancel's answer. */
async function bookAndCancel(m: Member, date: string, reasonId: number) {
  const time = await fx.freeTime(course, date, s.demo);
  const made = await send('POST', '/api/booking', m.cookie, {
    date,
    time,
    course_id: course.id,
    holes: 18,
    players: [],
  });
  expect(made.statusCode, made.body).toBe(201);
  return send('DELETE', `/api/booking/${made.json().id}`, m.cookie, {
    delete_all_bookings: true,
    reasonId,
  });
}

beforeAll(async () => {
  course = await fx.teeTimeCourse(s.demo);
});

describe('/api/admin/cancellation-reasons', () => {
  it('answers 401 without a session and 403 to a member without the role', async () => {
    expect((await s.t.app.inject({ url: base })).statusCode).toBe(401);
    const { reasons } = await list();
    const id = reasons[0]!.id;
    for (const [method, url, body] of [
      ['POST', base, { naam: 'X' }],
      ['PUT', `${base}/${id}`, { naam: 'X' }],
      ['PUT', `${base}/order`, { ids: [id] }],
      ['DELETE', `${base}/${id}`, undefined],
      ['POST', `${base}/${id}/restore`, undefined],
    ] as const) {
      expect((await send(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await send(method, url, s.demo, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await s.t.app.inject({ url: base, headers: { cookie: s.demo } })).statusCode).toBe(403);
    expect((await list()).reasons).toEqual(reasons);
  });

  it('refuses bad input with 400 naming the field and changes nothing', async () => {
    const before = await list();
    const id = before.reasons[0]!.id;
    for (const [method, url, body, field] of [
      ['POST', base, { naam: '   ' }, 'naam'],
      ['POST', base, { naam: 'x'.repeat(81) }, 'naam'],
      ['POST', base, { naam: 7 }, 'naam'],
      ['POST', base, { naam: 'Ok', position: 1 }, ''],
      ['PUT', `${base}/${id}`, {}, 'naam'],
      ['PUT', `${base}/order`, { ids: [id, id] }, 'ids'],
      ['PUT', `${base}/order`, { ids: [id] }, 'ids'],
      ['PUT', `${base}/order`, { ids: 'all' }, 'ids'],
      ['POST', `${base}/first/restore`, undefined, 'id'],
      ['POST', `${base}/0/restore`, undefined, 'id'],
    ] as const) {
      const res = await send(method, url, s.commissie, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().fields?.[0]?.field ?? '').toContain(field);
    }
    expect(await list()).toEqual(before);
  });

  it("answers 404 for another club's reason, an archived one and none", async () => {
    const mine = await add('Alleen van demo');
    const zuid = await sessionWithRole(s.t, 'zuid', 'zuid', 'administrator');
    expect((await send('PUT', `${base}/${mine.id}`, zuid, { naam: 'Van zuid' })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `${base}/${mine.id}`, zuid)).statusCode).toBe(404);
    expect((await list(zuid)).reasons.map((r) => r.id)).not.toContain(mine.id);
    // Zuid's order naming demo's reason is not zuid's list.
    expect((await send('PUT', `${base}/order`, zuid, { ids: [mine.id] })).statusCode).toBe(400);
    expect((await send('DELETE', `${base}/2000000000`, s.commissie)).statusCode).toBe(404);
    expect((await send('DELETE', `${base}/${mine.id}`, s.commissie)).statusCode).toBe(200);
    expect((await send('DELETE', `${base}/${mine.id}`, s.commissie)).statusCode).toBe(404);
    expect(
      (await send('PUT', `${base}/${mine.id}`, s.commissie, { naam: 'Terug' })).statusCode,
    ).toBe(404);
    expect((await list()).reasons.find((r) => r.naam === 'Van zuid')).toBeUndefined();
    // Removed now: zuid cannot restore it; a listed reason or none is not a removed one.
    expect((await send('POST', `${base}/${mine.id}/restore`, zuid)).statusCode).toBe(404);
    expect((await list()).archived.find((r) => r.id === mine.id)).toBeDefined();
    const listedId = (await list()).reasons[0]!.id;
    expect((await send('POST', `${base}/${listedId}/restore`, s.commissie)).statusCode).toBe(404);
    expect((await send('POST', `${base}/2000000000/restore`, s.commissie)).statusCode).toBe(404);
    expect((await trail(mine.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('lists removed reasons apart, the latest first, and restores one last, audited', async () => {
    const first = await add('Eerst weg');
    const second = await add('Daarna weg');
    await send('DELETE', `${base}/${first.id}`, s.commissie);
    const removed = await send('DELETE', `${base}/${second.id}`, s.commissie);
    const answer = AdminCancellationReasonsResponse.parse(removed.json());
    expect(answer.reasons.map((r) => r.id)).not.toContain(first.id);
    expect(answer.archived.slice(0, 2)).toMatchObject([
      { id: second.id, naam: 'Daarna weg', used: 0, archived_at: NOW.toISOString() },
      { id: first.id, naam: 'Eerst weg' },
    ]);

    const restored = await send('POST', `${base}/${first.id}/restore`, s.commissie);
    expect(restored.statusCode, restored.body).toBe(200);
    const now = AdminCancellationReasonsResponse.parse(restored.json());
    expect(now.reasons.at(-1)).toEqual({ id: first.id, naam: 'Eerst weg', used: 0 });
    expect(now.archived.map((r) => r.id)).not.toContain(first.id);
    expect(await list()).toEqual(now);
    expect((await trail(first.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { naam: 'Eerst weg', archived_at: NOW.toISOString() },
      after: { archived_at: null, position: expect.any(Number) },
    });
  });

  it("refuses a removed reason's name with 409 naming it, to restore it instead", async () => {
    const gone = await add('Ziek');
    await send('DELETE', `${base}/${gone.id}`, s.commissie);
    const before = await list();
    const again = await send('POST', base, s.commissie, { naam: 'ziek' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields[0]).toMatchObject({ field: 'naam' });
    expect(again.json().fields[0].message).toContain('“Ziek”');
    expect(again.json().fields[0].message).toContain('restore');
    const other = before.reasons[0]!;
    const renamed = await send('PUT', `${base}/${other.id}`, s.commissie, { naam: 'Ziek' });
    expect(renamed.statusCode).toBe(409);
    expect(await list()).toEqual(before);
  });

  it('restores a reason once for one Idempotency-Key', async () => {
    const gone = await add('Eenmaal terug');
    await send('DELETE', `${base}/${gone.id}`, s.commissie);
    const first = await send(
      'POST',
      `${base}/${gone.id}/restore`,
      s.commissie,
      undefined,
      'back-once',
    );
    const again = await send(
      'POST',
      `${base}/${gone.id}/restore`,
      s.commissie,
      undefined,
      'back-once',
    );
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect((await trail(gone.id)).map((r) => r.action)).toEqual(['create', 'delete', 'update']);
  });

  it('adds, renames and orders reasons, each write audited, and refuses a name twice (409)', async () => {
    const before = await list();
    expect(before.enabled).toBe(true);
    const created = await add('  Vakantie  ');
    expect(created).toMatchObject({ naam: 'Vakantie', used: 0 });
    expect((await list()).reasons.at(-1)!.id).toBe(created.id);
    expect((await trail(created.id))[0]).toMatchObject({
      action: 'create',
      after: { naam: 'Vakantie' },
    });

    const twice = await send('POST', base, s.commissie, { naam: 'vakantie' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields[0].field).toBe('naam');
    const clash = await send('PUT', `${base}/${created.id}`, s.commissie, {
      naam: before.reasons[0]!.naam,
    });
    expect(clash.statusCode).toBe(409);

    const renamed = await send('PUT', `${base}/${created.id}`, s.commissie, {
      naam: 'Op vakantie',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await trail(created.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { naam: 'Vakantie' },
      after: { naam: 'Op vakantie' },
    });
    // The same name again changes nothing and writes no row.
    await send('PUT', `${base}/${created.id}`, s.commissie, { naam: 'Op vakantie' });
    expect(await trail(created.id)).toHaveLength(2);

    const ids = (await list()).reasons.map((r) => r.id);
    const reversed = [...ids].reverse();
    const ordered = await send('PUT', `${base}/order`, s.commissie, { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(AdminCancellationReasonsResponse.parse(ordered.json()).reasons.map((r) => r.id)).toEqual(
      reversed,
    );
    expect((await memberReasons(s.demo)).map((r) => r.id)).toEqual(reversed);
    expect((await trail('order')).at(-1)).toMatchObject({ after: { ids: reversed } });
    await send('PUT', `${base}/order`, s.commissie, { ids });
  });

  it('adds a reason once for one Idempotency-Key', async () => {
    const body = { naam: 'Eenmaal' };
    const first = await send('POST', base, s.commissie, body, 'reason-once');
    const again = await send('POST', base, s.commissie, body, 'reason-once');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await list()).reasons.filter((r) => r.naam === 'Eenmaal')).toHaveLength(1);
  });

  it('managers adding at once: one name once, each reason its own place (club row lock)', async () => {
    const same = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', base, s.commissie, { naam: 'Tegelijk' })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const names = ['Gelijk A', 'Gelijk B', 'Gelijk C'];
    await Promise.all(names.map((naam) => send('POST', base, s.commissie, { naam })));
    const rows = await s.t.database.db
      .select({ position: cancellationReasons.position })
      .from(cancellationReasons)
      .where(inArray(cancellationReasons.naam, ['Tegelijk', ...names]));
    expect(new Set(rows.map((r) => r.position)).size).toBe(4);
  });

  it('lets an administrator act as the tee-sheet manager', async () => {
    const res = await send('POST', base, await s.t.login('beheer'), { naam: 'Van beheer' });
    expect(res.statusCode).toBe(201);
  });
});

describe('a cancelling member chooses from the listed reasons', () => {
  it('a new reason is offered at once, a removed one no longer (the record keeps it), a restored one again', async () => {
    const [member, other] = await fx.members(2, [MONDAY, TUESDAY]);
    const fresh = await add('Blessure na de les');
    expect((await memberReasons(member!.cookie)).map((r) => r.naam)).toContain(fresh.naam);
    const cancelled = await bookAndCancel(member!, MONDAY, fresh.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await list()).reasons.find((r) => r.id === fresh.id)!.used).toBe(1);

    const removed = await send('DELETE', `${base}/${fresh.id}`, s.commissie);
    expect(removed.statusCode).toBe(200);
    expect((await memberReasons(member!.cookie)).map((r) => r.id)).not.toContain(fresh.id);
    expect((await trail(fresh.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { naam: fresh.naam, used: 1 },
    });
    // Archived, not deleted: the club's record of the cancellation still names it.
    const [kept] = await s.t.database.db
      .select({ naam: cancellationReasons.naam, archived: cancellationReasons.archived_at })
      .from(bookingCancellations)
      .innerJoin(
        cancellationReasons,
        sameClubRow(cancellationReasons, bookingCancellations, bookingCancellations.reason_id),
      )
      .where(eq(bookingCancellations.reason_id, fresh.id));
    expect(kept?.naam).toBe(fresh.naam);
    expect(kept?.archived).toEqual(NOW);
    const refused = await bookAndCancel(other!, TUESDAY, fresh.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].field).toBe('reasonId');

    // Restored: offered again (last), and given again it counts with the earlier cancellation.
    const restored = await send('POST', `${base}/${fresh.id}/restore`, s.commissie);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await memberReasons(member!.cookie)).at(-1)).toMatchObject({ id: fresh.id });
    const given = await bookAndCancel(member!, MONDAY, fresh.id);
    expect(given.statusCode, given.body).toBe(200);
    expect((await list()).reasons.find((r) => r.id === fresh.id)!.used).toBe(2);
  });
});
