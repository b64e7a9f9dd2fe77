// The idempotency module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { NO_KEY, type IdempotencyHandle, type StoredAnswer } from './idempotency-handle';
export { registerIdempotency, runIdempotent } from './idempotency.plugin';
export { IdempotencyRepository } from './idempotency.repository';
