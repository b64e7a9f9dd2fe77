/**
 * Anything that checks a reply: a contract schema (zod), or `reply(name)` (api/reply.ts), which
 * loads the schemas with the first reply.
 */
export interface Parser<T> {
  parse(data: unknown): T | Promise<T>;
}
