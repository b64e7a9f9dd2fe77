import { loadOnce } from '../lib/load-once';
import type { Parser } from './client';
import type * as Schemas from './reply-schemas';

type ReplySchemas = typeof Schemas;
/** What a schema gives for a reply it accepts. */
type Checked<S> = S extends { parse(data: unknown): infer T } ? Awaited<T> : never;

/** The reply schemas did not arrive (the connection dropped, or a new build): nothing was checked. */
export class ReplySchemasUnavailable extends Error {
  constructor(cause: unknown) {
    super('the reply schemas could not be loaded', { cause });
    this.name = 'ReplySchemasUnavailable';
  }
}

/**
 * Zod and the reply schemas (api/reply-schemas.ts), fetched as one chunk with the first reply
 * that must be checked, not with the app's start: a member's first screen comes with its answers
 * in the page (taken as sent, api/client.ts), and building zod's schemas was a measured part of
 * the start's longest task (docs/perf-log.md). A failed fetch is tried again by the next reply.
 */
export const loadReplySchemas = loadOnce(() =>
  import('./reply-schemas').catch((error: unknown) => {
    throw new ReplySchemasUnavailable(error);
  }),
);

/** Checks a reply against the contract schema of that name: `reply('CardsResponse')`. */
export const reply = <K extends keyof ReplySchemas>(name: K): Parser<Checked<ReplySchemas[K]>> => ({
  parse: async (data) =>
    (await ((await loadReplySchemas())[name] as Parser<unknown>).parse(data)) as Checked<
      ReplySchemas[K]
    >,
});
