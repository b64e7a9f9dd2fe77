/**
 * A key claimed by the handler in its own transaction ('in-transaction' routes, see
 * plugins/idempotency.ts): the claim is rolled back with everything else when the handler refuses,
 * so a refusal writes nothing and a retry with the same key runs again; a booking and its claim
 * are made or lost together.
 */
export interface IdempotencyHandle {
  /** What the handler's transaction claims (the key and the request's hash); null without a key. */
  readonly key: { key: string; request_hash: string } | null;
  /** The handler's transaction got as far as the claim (it may still refuse and roll back). */
  claimed(): void;
  /**
   * The key's stored answer (null: none), read by the handler's own statement when it refused
   * before the claim — that refusal may be this key's own first success showing, and the answer
   * is then replayed without reading it again.
   */
  stored(answer: StoredAnswer | null): void;
  /** The key was claimed already: throws, and the first request's answer is sent instead. */
  taken(): never;
  /** The transaction that claimed the key committed: the answer will be stored. */
  committed(): void;
}

/** What a replay needs of a key's first request. */
export interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
}

/** The handle of a request without a key: claims nothing. */
export const NO_KEY: IdempotencyHandle = {
  key: null,
  claimed: () => {},
  stored: () => {},
  taken: () => {
    throw new Error('a request without an Idempotency-Key has no key to be taken');
  },
  committed: () => {},
};
