import { z } from 'zod';

/** One error body for every refusal (ARCHITECTURE §4.5): a code the web translates, a message, the fields. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** With a 429: seconds until a new attempt is counted (the Retry-After header's value). */
  retry_after: z.number().int().positive().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

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
