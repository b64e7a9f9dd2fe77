import { loadOnce } from '../lib/load-once';
import type { Parser } from './client';

/** A module of contract schemas (api/replies/<area>.ts). */
type Schemas = Record<string, Parser<unknown>>;
/** What a schema gives for a reply it accepts. */
type Checked<S> = S extends { parse(data: unknown): infer T } ? Awaited<T> : never;

/** An area's schemas did not arrive (the connection dropped): the reply could not be checked. */
export class ReplySchemasUnavailable extends Error {
  constructor(cause: unknown) {
    super('the reply schemas could not be loaded', { cause });
    this.name = 'ReplySchemasUnavailable';
  }
}

/**
 * The reply checks of one area: `reply('CardsResponse')` checks a reply against that contract
 * schema. The area's schemas (api/replies/<area>.ts) and zod are fetched with its first reply (or
 * earlier, by main.tsx, for the areas every start checks) and evaluated as they arrive, in a task
 * of their own rather than in the start-up's; a failed fetch is tried again by the next reply.
 */
export function replyChecks<M extends Schemas>(fetchSchemas: () => Promise<M>) {
  const load = loadOnce(() =>
    fetchSchemas().catch((error: unknown) => {
      throw new ReplySchemasUnavailable(error);
    }),
  );
  return <K extends keyof M>(name: K): Parser<Checked<M[K]>> => ({
    parse: async (data) => (await (await load())[name]!.parse(data)) as Checked<M[K]>,
  });
}
