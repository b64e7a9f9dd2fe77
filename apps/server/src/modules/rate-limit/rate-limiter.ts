import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';
import { requireAuth } from '../../plugins/session';
import type { Hit, RateLimitRepository, RateRule } from './rate-limit.repository';

export type { RateRule } from './rate-limit.repository';

function tooMany(message: string, until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError('TOO_MANY_REQUESTS', message, undefined, seconds);
}

/** The attempts one call counted, to give back when it turns out not to need them. */
export interface Taken {
  hits: Hit[];
}

/**
 * Counts attempts or failures against limits kept in the database (rate-limit.repository.ts) and
 * refuses with 429, a Retry-After header and `retry_after` in the body once a key is locked out.
 */
export class RateLimiter {
  constructor(
    private readonly repo: RateLimitRepository,
    private readonly clock: () => Date,
  ) {}

  /**
   * Counts one attempt on each key, in order, before the caller does the work the limit protects.
   * The first key that refuses stops it: the keys after it do not see the attempt, and the ones
   * before it get it back, so an attempt refused by one limit does not use up another.
   */
  async take(limits: { key: string; rule: RateRule }[], message: string): Promise<Taken> {
    const now = this.clock();
    const hits: Hit[] = [];
    for (const { key, rule } of limits) {
      const hit = await this.repo.hit(key, rule, now);
      if (hit.blockedUntil) {
        await Promise.all(hits.map((h) => this.repo.giveBack(h)));
        throw tooMany(message, hit.blockedUntil, now);
      }
      hits.push(hit);
    }
    return { hits };
  }

  /** Refuses with 429 while any of `keys` is locked out (their failures went over a limit). */
  async refuseIfLocked(keys: string[], message: string): Promise<void> {
    const now = this.clock();
    const until = await this.repo.lockedUntil(keys, now);
    if (until) throw tooMany(message, until, now);
  }

  /**
   * Counts one failure on each key (all of them: every failure was a real try). Refuses with 429
   * when the failure came beyond a key's limit, so that a failure checked in parallel with the
   * ones that locked the key tells nothing more than a refusal would have.
   */
  async fail(limits: { key: string; rule: RateRule }[], message: string): Promise<void> {
    const now = this.clock();
    const failures = await Promise.all(limits.map((l) => this.repo.fail(l.key, l.rule, now)));
    const over = failures.filter((f) => f.over);
    if (over.length === 0) return;
    const until = Math.max(...over.map((f) => f.blockedUntil?.getTime() ?? now.getTime()));
    throw tooMany(message, new Date(until), now);
  }

  /** A route's preHandler that limits each member (club and relatie) on its own under `scope`. */
  perMember(scope: string, rule: RateRule, message: string): preHandlerAsyncHookHandler {
    return async (request) => {
      const auth = requireAuth(request);
      await this.take([{ key: `${scope}:${auth.clubId}:${auth.relatieId}`, rule }], message);
    };
  }
}
