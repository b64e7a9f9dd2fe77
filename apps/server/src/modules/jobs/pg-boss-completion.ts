// @ts-expect-error -- pg-boss ships no types for its worker's manager; its methods are used below.
import Manager from 'pg-boss/src/manager.js';

type Settle = (
  this: { emit(event: string, arg: unknown): boolean },
  ...args: unknown[]
) => Promise<unknown>;

/**
 * pg-boss's worker completes (or fails) a batch without awaiting it (manager.js, `work`): a
 * rejection there (the pool's wait timing out under load) is unhandled and ends the process. Its
 * manager's `complete` and `fail` hand such a rejection to pg-boss's 'error' event instead (the job
 * queue logs it); the jobs stay active and run again once they expire (README, "Exactly once").
 * Callers that await the call still see it fail: the same promise is returned.
 */
for (const method of ['complete', 'fail'] as const) {
  const prototype = (Manager as { prototype: Record<string, Settle> }).prototype;
  const original = prototype[method]!;
  const settle: Settle = function (this, ...args) {
    const settled = original.apply(this, args);
    settled.catch((err: unknown) => this.emit('error', err));
    return settled;
  };
  // PgBoss exposes the manager's methods under their function's name.
  Object.defineProperty(settle, 'name', { value: method });
  prototype[method] = settle;
}
