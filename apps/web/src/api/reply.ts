import { loadOnce } from '../lib/load-once';
import { nextTask } from '../lib/next-task';
import type { Parser } from './parser';
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
 * each group with the parts of the contract it needs, each step evaluated in a task of its own. A
 * reply waits only for the steps up to its own. Building every schema at once was the longest task
 * of a member's start (docs/perf-log.md).
 */
export const FIRST_STEPS = [
  { load: () => import('./replies/error'), names: ['ErrorBody', 'StatusResponse'] },
  {
    load: () => import('./replies/session'),
    names: [
      'AdminRightsResponse',
      'ClubsResponse',
      'ConfigResponse',
      'FeaturesResponse',
      'LoginResponse',
      'LogoutResponse',
      'SessionResponse',
      'SetPasswordResponse',
    ],
  },
  {
    load: () => import('./replies/cards'),
    names: ['CardsResponse', 'HolesResponse', 'Scorecard', 'ScorecardList'],
  },
  { load: () => import('./replies/member'), names: ['Relatie'] },
] as const satisfies readonly {
  load: () => Promise<object>;
  names: readonly (keyof ReplySchemas)[];
}[];

const unavailable = (error: unknown): never => {
  throw new ReplySchemasUnavailable(error);
};

/**
 * Each step loads after the one before it, fetched with the first reply that needs it, not with
 * the app's start: a member's first screen comes with its answers in the page (taken as sent,
 * api/client.ts). A failed fetch is tried again by the next reply.
 */
const stepLoaders = FIRST_STEPS.reduce<(() => Promise<Partial<ReplySchemas>>)[]>(
  (loaders, step) => {
    const before = loaders.at(-1);
    loaders.push(
      loadOnce(async () => {
        if (before) {
          await before();
          await nextTask();
        }
        return step.load().catch(unavailable);
      }),
    );
    return loaders;
  },
  [],
);
const stepOf = new Map<string, number>(
  FIRST_STEPS.flatMap((step, i) => step.names.map((name) => [name, i] as const)),
);

/** All the first steps (the login screen and a start without the page's answers ask for them). */
export const loadFirstReplies = stepLoaders.at(-1)!;

/** Every reply's schema: the first steps, then the rest of the contract in one more. */
const loadAllReplies = loadOnce(async (): Promise<ReplySchemas> => {
  await loadFirstReplies();
  await nextTask();
  return import('./replies/all').catch(unavailable);
});

/** Checks a reply against the contract schema of that name: `reply('CardsResponse')`. */
export const reply = <K extends keyof ReplySchemas>(name: K): Parser<Checked<ReplySchemas[K]>> => ({
  parse: async (data) => {
    const step = stepOf.get(name);
    const schemas = step === undefined ? await loadAllReplies() : await stepLoaders[step]!();
    return (await ((schemas as ReplySchemas)[name] as Parser<unknown>).parse(data)) as Checked<
      ReplySchemas[K]
    >;
  },
});
