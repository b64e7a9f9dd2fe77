import { z } from 'zod';

/** One error body for every refusal (ARCHITECTURE §4.5): a code the web translates, a message, the fields. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Error codes and the HTTP status each maps to (one table, ARCHITECTURE §4.5). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  CLUB_EMPTY: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // Booking refusals (spec §8 "Booking save or edit error": a code and an error text).
  BOOKING_DISABLED: 403,
  LEAD_TIME_PASSED: 403,
  NOT_MAIN_BOOKER: 403,
  SLOT_FULL: 409,
  SLOT_LOCKED: 409,
  SLOT_CLOSED: 409,
  SHEET_NOT_OPEN: 409,
  BOOKING_OVERLAP: 409,
  BOOKING_LIMIT: 409,
  IDEMPOTENCY_MISMATCH: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  DB_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Header that makes a create, sign or booking call exactly-once (QUALITY.md). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Header every state-changing call carries (CSRF defence, QUALITY.md "Security"). */
export const CSRF_HEADER = 'x-fairway-request';
export const CSRF_HEADER_VALUE = '1';

/**
 * The id of the `<script type="application/json">` in which the server sends a member's first
 * screen's answers with the page (apps/server plugins/first-screen.ts, apps/web api/first-answers.ts).
 */
export const FIRST_SCREEN_PAYLOAD_ID = 'fw-first-screen';

/** Wire date YYYY-MM-DD (spec §9). */
export const WireDate = z.iso.date();

/** A positive database id in a path or query, coerced from its string form. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParams = z.object({ id: Id });

/** Offset paging of spec §9 ("page of 10" etc.); the server caps `limit`. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** 'j'/'n' flags as the spec spells them. */
export const YesNo = z.enum(['j', 'n']);
