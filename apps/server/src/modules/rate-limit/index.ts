// The rate-limit module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { RateLimitRepository } from './rate-limit.repository';
export { RateLimiter, type RateRule } from './rate-limiter';
