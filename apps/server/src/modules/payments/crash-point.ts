/**
 * Deliberate crashes for bench/crash's payment rounds: with `FAIRWAY_CRASH_POINT=<name>` in the
 * environment (never honoured when NODE_ENV=production), the process kills itself with SIGKILL the
 * first time it reaches that point, as a power cut there would. The points:
 * - 'payment-created': the provider made the payment, we have not stored its id yet;
 * - 'webhook-fetched': the provider told the webhook a state, we have not stored it yet.
 */
export type CrashPoint = 'payment-created' | 'webhook-fetched';

const armed = process.env.NODE_ENV !== 'production' ? (process.env.FAIRWAY_CRASH_POINT ?? '') : '';

export function crashPoint(name: CrashPoint): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}
