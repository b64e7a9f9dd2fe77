import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@fairway/contract';
import { GolfInputError } from '@fairway/golf';
import { AppError } from '../errors';

/**
 * Postgres / network failures that mean "the database is not there right now": gone, refusing,
 * or not answering within the pool's timeouts (db/connect.ts).
 */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  // statement_timeout or lock_timeout ran out: the database is too busy or a lock is held.
  '57014', // query_canceled
  '55P03', // lock_not_available
  // A deadlock or serialization victim whose one retry (db/transaction.ts) lost again.
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

function isDbUnavailable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DB_DOWN_CODES.has(code)) return true;
    const msg = (e as { message?: unknown }).message;
    if (
      typeof msg === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(msg)
    )
      return true;
  }
  return false;
}

/**
 * Maps every failure to the one error body (docs/ARCHITECTURE.md "Conventions"): schema failures
 * are 400 naming the field, AppErrors carry their code, the engine's input errors are 400,
 * framework 4xx keep their status, a lost or hung database is 503.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field:
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(err.validationContext ?? 'body'),
        message: v.message ?? 'invalid',
      }));
      const first = fields[0]!;
      const body: ErrorBody = {
        code: 'VALIDATION',
        message: `${first.field}: ${first.message}`,
        fields,
      };
      return reply.code(400).send(body);
    }
    if (err instanceof AppError) {
      const body: ErrorBody = { code: err.code, message: err.message };
      if (err.fields) body.fields = err.fields;
      if (err.retryAfter !== undefined) {
        void reply.header('retry-after', String(err.retryAfter));
        body.retry_after = err.retryAfter;
      }
      return reply.code(err.statusCode).send(body);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its contract');
      return reply.code(500).send({ code: 'INTERNAL', message: 'internal error' });
    }
    if (err instanceof GolfInputError) {
      // The engine refuses what it cannot compute (a date before 1900, a rating out of range):
      // input the contract let through, still the caller's to correct. Logged: it may also be a
      // club's course data the engine cannot use.
      request.log.warn({ err }, 'engine refused its input');
      const message = err.message;
      const body: ErrorBody = {
        code: 'VALIDATION',
        message: `${err.field}: ${message}`,
        fields: [{ field: err.field, message }],
      };
      return reply.code(400).send(body);
    }
    if (isDbUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .send({ code: 'DB_UNAVAILABLE', message: 'database unavailable, try again' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 429 ? 'TOO_MANY_REQUESTS' : 'VALIDATION';
      return reply.code(status).send({ code, message: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: 'internal error' });
  });
}
