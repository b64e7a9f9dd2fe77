import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { NO_KEY, type IdempotencyHandle, type StoredAnswer } from './idempotency-handle';
import type { IdempotencyRepository as Repo } from './idempotency.repository';
import { AppError } from '../../errors';

/** Thrown by `IdempotencyHandle.taken`: the key is taken, the first answer is replayed. */
class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key already claimed');
  }
}

/**
 * The answer of a key whose write committed but whose answer was not stored (the server stopped
 * in between), built again from what the write left: its status and payload.
 */
export type Recover = () => Promise<{ status: number; payload: unknown }>;

/** The first answer for a key; `orNothing`: null instead of a 409 when none is stored. */
type Replay = (
  reply: FastifyReply,
  orNothing: boolean,
  known?: StoredAnswer | null,
  recover?: Recover,
) => Promise<FastifyReply | null>;

/** Per request on an 'in-transaction' route with a key. */
interface InTransaction {
  claimed: boolean;
  /** The key's stored answer as the handler's own statement read it; undefined when not read. */
  stored?: StoredAnswer | null;
  replay: Replay;
}

/** Per request with a key on a route whose whole handler runs in the key's transaction. */
interface Keyed {
  owner: { club_id: number; relatie_id: number; key: string };
  record: () => Parameters<Repo['claim']>[0];
  replay: Replay;
}

/**
 * Runs the handler of an 'in-transaction' route. A taken key gets the first answer — or, when the
 * server stopped between the write's commit and storing its answer, the answer `recover` builds
 * from the write. A refusal before the key was claimed may be this key's own first success
 * showing (the tee time it filled, the booking it made), so a first answer for the key wins over
 * it.
 */
export async function runIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => Promise<unknown>,
  recover: Recover,
): Promise<void> {
  try {
    await handler();
  } catch (err) {
    const own = request.idempotencyInTransaction;
    if (!own) throw err;
    if (err instanceof IdempotencyKeyTaken) {
      await own.replay(reply, false, undefined, recover);
      return;
    }
    if (
      err instanceof AppError &&
      !own.claimed &&
      (await own.replay(reply, true, own.stored, recover))
    )
      return;
    throw err;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an Idempotency-Key header (creates, signs, books, pays). true: with a key,
     * the whole handler runs in one transaction with the key's claim and its answer (the handler
     * returns its answer, never sends it). 'in-transaction': the handler claims the key inside its
     * own transaction (`request.idempotency`), so refusals — most calls of the opening rush — cost
     * no write and no extra round trip; it passes `runIdempotent` how to rebuild its answer.
     */
    idempotent?: boolean | 'in-transaction';
  }
  interface FastifyRequest {
    /** An 'in-transaction' route's key, claimed and committed: its answer is stored on send. */
    idempotencyClaim?: { club_id: number; relatie_id: number; key: string };
    /** A true route's key, claimed by the handler's transaction. */
    idempotencyKey: Keyed | null;
    /** On an 'in-transaction' route: the request's key; does nothing without one. */
    idempotency: IdempotencyHandle;
    idempotencyInTransaction: InTransaction | null;
  }
}

const HEADER = 'idempotency-key';

/** A serialised answer as the text stored for its key. */
const text = (v: string | ArrayBuffer | Buffer): string =>
  typeof v === 'string' ? v : Buffer.from(v as ArrayBuffer).toString('utf8');

/**
 * Exactly once (docs/QUALITY.md "Reliability"): a request with an Idempotency-Key claims the key in
 * the transaction of its write and stores its answer before that commits, so after a crash at any
 * moment the key and the write are both there (a retry gets the answer) or both gone (a retry runs
 * once). A replay with the same body gets the first answer, with another body a 422; a retry while
 * the first is still running waits for it. A refusal or a failure rolls the claim back with the
 * rest: a retry runs again. Keys are per member, so one member cannot read another's answers.
 */
export function registerIdempotency(app: FastifyInstance, repo: Repo, clock: () => Date) {
  // Set for every request by the preHandler below (objects cannot be decorator defaults).
  app.decorateRequest('idempotency', null as unknown as IdempotencyHandle);
  app.decorateRequest('idempotencyInTransaction', null);
  app.decorateRequest('idempotencyKey', null);

  // A true route with a key: claim, handler and answer in one transaction (db/transaction.ts
  // routes every query of the request into it). Requests without a key run as before.
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const keyed = request.idempotencyKey;
      if (!keyed) return handler.call(this, request, reply);
      const outcome = await repo.inTransaction(async () => {
        // Waits while another request holds the key, then sees its committed answer.
        if (!(await repo.claim(keyed.record())))
          return { first: (await repo.find(keyed.owner)) ?? null };
        reply.code(200);
        const result: unknown = await handler.call(this, request, reply);
        if (reply.sent || result === reply)
          throw new Error('an idempotent route returns its answer instead of sending it');
        const body = text(reply.serialize(result));
        await repo.complete(keyed.owner, reply.statusCode, body);
        return { body };
      });
      if ('first' in outcome) return keyed.replay(reply, false, outcome.first);
      return reply.type('application/json; charset=utf-8').send(outcome.body);
    } as RouteHandlerMethod;
  });

  app.addHook('preHandler', async (request) => {
    request.idempotency = NO_KEY;
    if (!request.routeOptions.config.idempotent || !request.auth) return;
    const key = request.headers[HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || key.length < 8 || key.length > 200) {
      throw new AppError('VALIDATION', 'Idempotency-Key must be 8–200 characters', [
        { field: HEADER, message: 'must be 8–200 characters' },
      ]);
    }
    const owner = { club_id: request.auth.clubId, relatie_id: request.auth.relatieId, key };
    const hash = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('base64url');
    const record = () => ({ ...owner, request_hash: hash, created_at: clock() });

    // The first answer for this key, or why there is none (`orNothing`: null instead).
    const replay: Replay = async (to, orNothing, known, recover) => {
      const first = known !== undefined ? known : await repo.find(owner);
      if (!first && orNothing) return null;
      // Gone between the claim's conflict and this read (rolled back, or pruned): a new attempt.
      if (!first)
        throw new AppError(
          'CONFLICT',
          'request with this Idempotency-Key is being retried, try again',
        );
      if (first.request_hash !== hash) {
        throw new AppError('IDEMPOTENCY_MISMATCH', 'Idempotency-Key was used for another request');
      }
      let status = first.status_code;
      let body = first.response_body;
      if (status === null || body === null) {
        // Only an 'in-transaction' route commits a claim before its answer: its write is there.
        if (!recover)
          throw new AppError('CONFLICT', 'the first request with this key is still running');
        const rebuilt = await recover();
        status = rebuilt.status;
        to.code(status);
        const rebuiltBody = text(to.serialize(rebuilt.payload));
        await repo.complete(owner, status, rebuiltBody);
        body = rebuiltBody;
      }
      return to
        .code(status)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(body);
    };

    if (request.routeOptions.config.idempotent === 'in-transaction') {
      const own: InTransaction = { claimed: false, replay };
      request.idempotencyInTransaction = own;
      request.idempotency = {
        key: { key, request_hash: hash },
        claimed: () => {
          own.claimed = true;
        },
        stored: (answer) => {
          own.stored = answer;
        },
        taken: () => {
          throw new IdempotencyKeyTaken();
        },
        committed: () => {
          if (own.claimed) request.idempotencyClaim = owner;
        },
      };
      return;
    }
    request.idempotencyKey = { owner, record, replay };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    // A failure on our side (5xx) is not the answer of the committed write: a retry rebuilds it.
    if (!claim || reply.statusCode >= 500) return payload;
    await repo.completeCommitted(
      claim,
      reply.statusCode,
      typeof payload === 'string' ? payload : JSON.stringify(payload),
    );
    return payload;
  });
}
