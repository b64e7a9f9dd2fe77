import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';
import { requireAuth } from '../../plugins/session';
import type { Hit, RateLimitRepository, RateRule } from './rate-limit.repository';

export type { RateRule } from './rate-limit.repository';

/** The attempts one call counted, to give back when it turns out not to need them. */
export interface Taken {
  hits: Hit[];
}

/**
 * Counts attempts against limits kept in the database (rate-limit.repository.ts) and refuses with
 * 429, a Retry-After header and `retry_after` in the body once a key has gone over its limit.
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
        await Promise.all(hits.map((h) => this.repo.giveBack(h, false)));
        const seconds = Math.max(1, Math.ceil((hit.blockedUntil.getTime() - now.getTime()) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', message, undefined, seconds);
      }
      hits.push(hit);
    }
    return { hits };
  }

  /**
   * Gives the attempts back after the work succeeded, where no later attempt has been counted
   * on the same key: attempts that were already under way stay limited.
   */
  async giveBack(taken: Taken): Promise<void> {
    await Promise.all(taken.hits.map((h) => this.repo.giveBack(h, true)));
  }

  /** A route's preHandler that limits each member (club and relatie) on its own under `scope`. */
  perMember(scope: string, rule: RateRule, message: string): preHandlerAsyncHookHandler {
    return async (request) => {
      const auth = requireAuth(request);
      await this.take([{ key: `${scope}:${auth.clubId}:${auth.relatieId}`, rule }], message);
    };
  }
}
