import { loadOnce } from '../lib/load-once';
import { nextTask } from '../lib/next-task';
import type { Parser } from './client';
import type * as AllReplies from './replies/all';

type ReplySchemas = typeof AllReplies;
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
 * The schemas of the login's and the card list's replies, in steps: zod with the error body, then
 * each group with the parts of the contract it needs, each step evaluated in a task of its own.
 * Building zod's schemas all at once was the longest task of a member's start (docs/perf-log.md).
 */
export const FIRST_STEPS = [
  () => import('./replies/error'),
  () => import('./replies/session'),
  () => import('./replies/cards'),
  () => import('./replies/member'),
] as const;

/** The replies the first steps hold (unit-tested against them): these never wait for the rest. */
export const FIRST_REPLIES = [
  'ErrorBody',
  'StatusResponse',
  'AdminRightsResponse',
  'ClubsResponse',
  'ConfigResponse',
  'FeaturesResponse',
  'LoginResponse',
  'LogoutResponse',
  'SessionResponse',
  'CardsResponse',
  'HolesResponse',
  'Scorecard',
  'ScorecardList',
  'Relatie',
] as const satisfies readonly (keyof ReplySchemas)[];
const firstReplies: ReadonlySet<string> = new Set(FIRST_REPLIES);

const unavailable = (error: unknown) => {
  throw new ReplySchemasUnavailable(error);
};

/**
 * Zod and the first replies' schemas, fetched with the first reply that must be checked, not with
 * the app's start: a member's first screen comes with its answers in the page (taken as sent,
 * api/client.ts). A failed fetch is tried again by the next reply.
 */
export const loadFirstReplies = loadOnce(async () => {
  const steps: object[] = [];
  try {
    for (const step of FIRST_STEPS) {
      if (steps.length > 0) await nextTask();
      steps.push(await step());
    }
  } catch (error) {
    unavailable(error);
  }
  return Object.assign({}, ...steps) as Pick<ReplySchemas, (typeof FIRST_REPLIES)[number]>;
});

/** Every reply's schema: the first steps, then the rest of the contract in one more. */
const loadAllReplies = loadOnce(async (): Promise<ReplySchemas> => {
  await loadFirstReplies();
  await nextTask();
  return import('./replies/all').catch(unavailable);
});

/** Checks a reply against the contract schema of that name: `reply('CardsResponse')`. */
export const reply = <K extends keyof ReplySchemas>(name: K): Parser<Checked<ReplySchemas[K]>> => ({
  parse: async (data) => {
    const schemas = firstReplies.has(name) ? await loadFirstReplies() : await loadAllReplies();
    return (await ((schemas as ReplySchemas)[name] as Parser<unknown>).parse(data)) as Checked<
      ReplySchemas[K]
    >;
  },
});
