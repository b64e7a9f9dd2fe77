import { z } from 'zod';

/**
 * One error body for every refusal (docs/ARCHITECTURE.md "Conventions"): a code the web translates,
 * a message, the fields.
 */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /**
   * With a 429: seconds until a new attempt is counted; with a 503 that names it: seconds until
   * the server expects to take the call again (the Retry-After header's value).
   */
  retry_after: z.number().int().positive().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The error answers a route declares, one `ErrorBody` per status: `errorResponses(400, 404)`. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorBody } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as {
    [K in S[number]]: typeof ErrorBody;
  };
}

/** Wire date YYYY-MM-DD (spec §9), as the server answers it. */
export const WireDate = z.iso.date();

/** The first and last day a request may name (the handicap engine counts from 1900). */
export const DATE_RANGE = { min: '1900-01-01', max: '2099-12-31' } as const;

/**
 * Every date a request carries (body, query or path): YYYY-MM-DD within `DATE_RANGE`. A year such
 * as 0000 or 1850 passes the format alone and then failed in PostgreSQL or the engine as a 500.
 * Answers keep `WireDate`: a date stored before this rule must still be readable.
 */
export const InputDate = WireDate.refine((d) => d >= DATE_RANGE.min && d <= DATE_RANGE.max, {
  error: `must be a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}`,
});

/** A club-local moment 'YYYY-MM-DD HH:mm' (the match times): day and minute, no zone. */
export const WALL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A wall time as the server answers it; a request's is `InputWallTime` (a time stored before that
 * rule must still be readable, as with `WireDate`).
 */
export const WallTime = z.string().regex(WALL_TIME_PATTERN, { error: 'a time YYYY-MM-DD HH:mm' });

/**
 * Every wall time a request carries: a day that exists, within `DATE_RANGE` as every date is.
 * PostgreSQL reads it as a timestamp: year 0000 or 30 February failed there as a 500, and a year
 * past 2099 was stored where no date may be.
 */
export const InputWallTime = WallTime.refine((t) => InputDate.safeParse(t.slice(0, 10)).success, {
  error: `must be a time from ${DATE_RANGE.min} 00:00 to ${DATE_RANGE.max} 23:59`,
});

/** A positive database id in a path or query, coerced from its string form. */
/** For `.refine`: no item of the list comes twice (compared by `key`, the item itself by default). */
export const noneTwice =
  <T>(key: (item: T) => unknown = (item) => item) =>
  (items: readonly T[]) =>
    new Set(items.map(key)).size === items.length;

export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParams = z.object({ id: Id });

/** Offset paging of spec §9 ("page of 10" etc.); the server caps `limit`. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** 'j'/'n' flags as the spec spells them. */
export const YesNo = z.enum(['j', 'n']);
