import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { GSN_LOOKUP_LIMIT } from '../booking/booking.routes';
import { RateLimitRepository, type RateRule } from './rate-limit.repository';

// The seed's day: Sunday 2026-11-22, 11:00 in Amsterdam.
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(() => t.close());

describe('GET /api/relatie/gsn/{gsn} limit per member', () => {
  it('refuses the lookup after the limit with 429 and Retry-After, for that member only', async () => {
    const [demo, marker] = await Promise.all([t.login('demo'), t.login('marker')]);
    const self = await t.app.inject({ url: '/api/relatie/self', headers: { cookie: marker } });
    const gsn = (self.json() as { gsn: string }).gsn;
    const lookup = (cookie: string) =>
      t.app.inject({ url: `/api/relatie/gsn/${gsn}`, headers: { cookie } });

    for (let i = 0; i < GSN_LOOKUP_LIMIT.limit; i++)
      expect((await lookup(demo)).statusCode).toBe(200);
    const refused = await lookup(demo);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: 600 });

    expect((await lookup(marker)).statusCode).toBe(200);
  });
});

describe('RateLimitRepository', () => {
  const rule: RateRule = {
    limit: 2,
    windowMs: 60_000,
    lockoutMs: 60_000,
    maxLockoutMs: 60_000,
    memoryMs: 3_600_000,
  };
  const at = (ms: number) => new Date(NOW.getTime() + ms);

  it('prunes a counter only once it limits nothing any more', async () => {
    const repo = new RateLimitRepository(t.database.db);
    const rows = () => t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'prune'));
    for (let i = 0; i < rule.limit; i++) await repo.hit('prune', rule, at(0));
    const refused = await repo.hit('prune', rule, at(0));
    expect(refused.blockedUntil).toEqual(at(rule.lockoutMs));

    // After the lockout it still makes the next one longer: pruning keeps it.
    await repo.prune(at(rule.lockoutMs + 1000));
    expect(await rows()).toMatchObject([{ lockouts: 1 }]);

    await repo.prune(at(rule.lockoutMs + rule.memoryMs + 1000));
    expect(await rows()).toEqual([]);
  });

  it('counts failures: the one reaching the limit locks, the ones after it are over', async () => {
    const repo = new RateLimitRepository(t.database.db);
    expect(await repo.fail('fail', rule, at(0))).toEqual({ over: false, blockedUntil: null });
    expect(await repo.lockedUntil(['fail', 'other'], at(0))).toBeNull();
    // The second failure reaches the limit of 2: still within it, and the key is locked.
    expect(await repo.fail('fail', rule, at(1))).toEqual({
      over: false,
      blockedUntil: at(1 + rule.lockoutMs),
    });
    expect(await repo.lockedUntil(['other', 'fail'], at(2))).toEqual(at(1 + rule.lockoutMs));
    // One checked in parallel with it comes after: over the limit, the lockout unchanged.
    expect(await repo.fail('fail', rule, at(2))).toEqual({
      over: true,
      blockedUntil: at(1 + rule.lockoutMs),
    });
    // After the lockout a new window starts.
    const later = 1 + rule.lockoutMs;
    expect(await repo.lockedUntil(['fail'], at(later))).toBeNull();
    expect(await repo.fail('fail', rule, at(later))).toEqual({ over: false, blockedUntil: null });
    expect(await repo.fail('fail', rule, at(later + 1))).toMatchObject({ over: false });
    expect(await repo.lockedUntil(['fail'], at(later + 1))).not.toBeNull();
  });
});
