import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { IdempotencyRepository } from '../modules/idempotency/idempotency.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an Idempotency-Key header (creates, signs, books, pays). 'deferred': the
     * handler claims the key itself (`request.claimIdempotency()`) once its cheap checks pass, so
     * a refusal costs no write — the opening rush is mostly refusals.
     */
    idempotent?: boolean | 'deferred';
  }
  interface FastifyRequest {
    idempotencyClaim?: { club_id: number; relatie_id: number; key: string };
    /** On a 'deferred' route: claims the key now; a no-op without an Idempotency-Key. */
    claimIdempotency: () => Promise<void>;
  }
}

const HEADER = 'idempotency-key';

/**
 * Exactly once (QUALITY.md): a request with an Idempotency-Key claims the key before it runs; a
 * replay with the same body gets the first answer, with another body a 422, while the first is
 * still running a 409. Keys are per member, so one member cannot read another's answers.
 */
export function registerIdempotency(
  app: FastifyInstance,
  repo: IdempotencyRepository,
  clock: () => Date,
) {
  app.decorateRequest('claimIdempotency', async () => {});

  app.addHook('preHandler', async (request, reply) => {
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
    const claim = async () => {
      const claimed = await repo.claim({ ...owner, request_hash: hash, created_at: clock() });
      if (claimed) request.idempotencyClaim = owner;
      return claimed;
    };
    let first: Awaited<ReturnType<typeof repo.find>>;
    if (request.routeOptions.config.idempotent === 'deferred') {
      // A replay is answered from the store; a new key is claimed by the handler, if it gets far.
      first = await repo.find(owner);
      if (!first) {
        request.claimIdempotency = async () => {
          if (!(await claim())) {
            throw new AppError('CONFLICT', 'a request with this Idempotency-Key is running');
          }
        };
        return;
      }
    } else {
      if (await claim()) return;
      first = await repo.find(owner);
    }
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
    return reply
      .code(first.status_code)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(first.response_body);
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
