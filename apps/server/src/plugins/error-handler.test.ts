import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GolfInputError } from '@fairway/golf';
import { registerErrorHandler } from './error-handler';

// Errors as the engine and the pg driver raise them (drizzle wraps a driver error as the cause of
// its own), each thrown from a route of a bare app: what the client gets back.
const app = Fastify();
const thrown: Record<string, () => Error> = {
  engine: () => new GolfInputError('DATE_INVALID', 'date', 'date is not a date'),
  'read-timeout': () =>
    new Error('Failed query: select 1', { cause: new Error('Query read timeout') }),
  'statement-timeout': () =>
    Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
  'lock-timeout': () =>
    Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
  'connect-timeout': () => new Error('timeout exceeded when trying to connect'),
  bug: () => new TypeError('x is undefined'),
};
beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/:kind', (request) => {
    throw thrown[(request.params as { kind: string }).kind]!();
  });
  await app.ready();
});
afterAll(() => app.close());

const call = (kind: string) => app.inject({ url: `/${kind}` });

describe('the error handler', () => {
  it("answers the engine's input errors as 400 naming the field", async () => {
    const res = await call('engine');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: 'date: date is not a date',
      fields: [{ field: 'date', message: 'date is not a date' }],
    });
  });

  it.each(['read-timeout', 'statement-timeout', 'lock-timeout', 'connect-timeout'])(
    'answers a database that does not answer in time (%s) as 503',
    async (kind) => {
      const res = await call(kind);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
    },
  );

  it('still answers a bug as 500 without its details', async () => {
    const res = await call('bug');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'internal error' });
  });
});
