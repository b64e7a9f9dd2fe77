import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const NUL = '\u0000';

/** The path of the first string holding U+0000 in `value` ('' for the value itself), or null. */
export function nulCharacterAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const key in value) {
    const found = nulCharacterAt(
      (value as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    );
    if (found !== null) return found;
  }
  return null;
}

const MESSAGE = 'may not contain a NUL character (U+0000)';

/**
 * PostgreSQL's text cannot hold U+0000: a string carrying it passed every schema and then failed in
 * the database as a 500. Refused here for every route, before validation, as a 400 naming the field.
 * A callback hook, not an async one: it runs on every request and never waits.
 */
export function registerTextInput(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const at = nulCharacterAt(value);
      if (at === null) continue;
      const field = at || part;
      done(new AppError('VALIDATION', `${field}: ${MESSAGE}`, [{ field, message: MESSAGE }]));
      return;
    }
    done();
  });
}
