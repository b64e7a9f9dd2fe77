import type { LockLife } from './booking.types';

/**
 * A lock's whole life from its first take, in lock durations (club config booking_lock_minutes).
 * The app takes one lock per booking screen and never renews it, so one duration covers a
 * booking and a second one a member who went back and chose the time again. Without a cap, a
 * client that kept renewing would keep the time from every other member for as long as it liked.
 */
export const LOCK_MAX_LIFE_DURATIONS = 2;
/**
 * After holding a time to that cap, the member must leave it alone this many lock durations
 * before taking it afresh: long enough for the others to see it free and take it first.
 */
export const LOCK_REST_DURATIONS = 1;

export function lockLife(lockMinutes: number): LockLife {
  const durationMs = lockMinutes * 60_000;
  return {
    durationMs,
    maxLifeMs: LOCK_MAX_LIFE_DURATIONS * durationMs,
    restMs: LOCK_REST_DURATIONS * durationMs,
  };
}
