import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const NUL = '\u0000';

/** The path of the first string holding U+0000 in `value` ('' for the value itself), or null. */
export function nulCharacterAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterAt(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL's text cannot hold U+0000: a string carrying it passed every schema and then failed in
 * the database as a 500. Refused here for every route, before validation, as a 400 naming the field.
 */
export function registerTextInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const at = nulCharacterAt(value);
      if (at === null) continue;
      const field = at || part;
      const message = 'may not contain a NUL character (U+0000)';
      throw new AppError('VALIDATION', `${field}: ${message}`, [{ field, message }]);
    }
  });
}
