import type { Db } from '../../db/connect';

/**
 * A key claimed by the handler in its own transaction ('in-transaction' routes, see
 * plugins/idempotency.ts): the claim is rolled back with everything else when the handler refuses,
 * so a refusal writes nothing and a retry with the same key runs again; a booking and its claim
 * are made or lost together.
 */
export interface IdempotencyHandle {
  /** Claims the key with `db` (the handler's transaction); a key already claimed throws. */
  claim(db: Db): Promise<void>;
  /** The transaction that claimed the key committed: the answer will be stored. */
  committed(): void;
}

/** The handle of a request without a key: claims nothing. */
export const NO_KEY: IdempotencyHandle = { claim: async () => {}, committed: () => {} };
