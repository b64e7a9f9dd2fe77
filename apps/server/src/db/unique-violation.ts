/**
 * The unique index a write ran into (PostgreSQL's unique_violation, 23505), or undefined for any
 * other error. A check before an insert cannot see a concurrent insert; the index does, and the
 * caller turns it into the same refusal its check gives.
 */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
