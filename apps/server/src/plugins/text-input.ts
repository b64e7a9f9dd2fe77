import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const NUL = '\u0000';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
};

/**
 * The path of the first string holding U+0000 in `value` ('' for the value itself), or null.
 * Walked with a stack of its own, and a path only built for the string found: a body may nest
 * arrays thousands deep.
 */
export function nulCharacterAt(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return pathOf(visit);
    } else if (item !== null && typeof item === 'object') {
      // Pushed in reverse, so the first field in the input is the one named.
      const keys = Object.keys(item);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ value: (item as Record<string, unknown>)[key], key, parent: visit });
      }
    }
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
