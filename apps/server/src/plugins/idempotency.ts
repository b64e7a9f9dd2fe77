import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NO_KEY,
  type IdempotencyHandle,
  type StoredAnswer,
} from '../modules/idempotency/idempotency-handle';
import type { IdempotencyRepository as Repo } from '../modules/idempotency/idempotency.repository';
import { AppError } from '../errors';

/** Thrown by `IdempotencyHandle.taken`: the key is taken, the first answer is replayed. */
class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key already claimed');
  }
}

/** Per request on an 'in-transaction' route with a key. */
interface InTransaction {
  claimed: boolean;
  /** The key's stored answer as the handler's own statement read it; undefined when not read. */
  stored?: StoredAnswer | null;
  /** The first answer for the key; null when none is stored. */
  replay: (
    reply: FastifyReply,
    orNothing: boolean,
    known?: StoredAnswer | null,
  ) => Promise<FastifyReply | null>;
}

/**
 * Runs the handler of an 'in-transaction' route. A taken key gets the first answer. A refusal
 * before the key was claimed may be this key's own first success showing (the tee time it
 * filled, the booking it made), so a stored answer for the key wins over it.
 */
export async function runIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => Promise<unknown>,
): Promise<void> {
  try {
    await handler();
  } catch (err) {
    const own = request.idempotencyInTransaction;
    if (!own) throw err;
    if (err instanceof IdempotencyKeyTaken) {
      await own.replay(reply, false);
      return;
    }
    if (err instanceof AppError && !own.claimed && (await own.replay(reply, true, own.stored)))
      return;
    throw err;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an Idempotency-Key header (creates, signs, books, pays). 'in-transaction':
     * the handler claims the key inside its transaction (`request.idempotency`), so refusals —
     * most calls of the opening rush — cost no write and no extra round trip.
     */
    idempotent?: boolean | 'in-transaction';
  }
  interface FastifyRequest {
    idempotencyClaim?: { club_id: number; relatie_id: number; key: string };
    /** On an 'in-transaction' route: the request's key; does nothing without one. */
    idempotency: IdempotencyHandle;
    idempotencyInTransaction: InTransaction | null;
  }
}

const HEADER = 'idempotency-key';

/**
 * Exactly once (QUALITY.md): a request with an Idempotency-Key claims the key before it runs; a
 * replay with the same body gets the first answer, with another body a 422, while the first is
 * still running a 409. Keys are per member, so one member cannot read another's answers.
 */
export function registerIdempotency(app: FastifyInstance, repo: Repo, clock: () => Date) {
  // Set for every request by the preHandler below (objects cannot be decorator defaults).
  app.decorateRequest('idempotency', null as unknown as IdempotencyHandle);
  app.decorateRequest('idempotencyInTransaction', null);

  app.addHook('preHandler', async (request, reply) => {
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

    // The first answer for this key, or why there is none yet (`orNothing`: null instead).
    const replay = async (to: FastifyReply, orNothing = false, known?: StoredAnswer | null) => {
      const first = known !== undefined ? known : await repo.find(owner);
      if (!first && orNothing) return null;
      if (!first)
        throw new AppError(
          'CONFLICT',
          'request with this Idempotency-Key is being retried, try again',
        );
      if (first.request_hash !== hash) {
        throw new AppError('IDEMPOTENCY_MISMATCH', 'Idempotency-Key was used for another request');
      }
      if (first.status_code === null)
        throw new AppError('CONFLICT', 'the first request with this key is still running');
      return to
        .code(first.status_code)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(first.response_body);
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
    if (await repo.claim(record())) {
      request.idempotencyClaim = owner;
      return;
    }
    return replay(reply);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    // A failure on our side (5xx) is not an answer: the client may retry with the same key.
    if (reply.statusCode >= 500) await repo.release(claim);
    else
      await repo.complete(
        claim,
        reply.statusCode,
        typeof payload === 'string' ? payload : JSON.stringify(payload),
      );
    return payload;
  });
}
