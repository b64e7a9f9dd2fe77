import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * What PostgreSQL cannot store: U+0000 (text refuses it) and a lone UTF-16 surrogate (not Unicode:
 * jsonb refuses it, and text would keep a replacement character in its place). With the `u` flag
 * a surrogate pair is one code point, so only a lone surrogate is `\p{Cs}`.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const UNSTORABLE = /[\u0000\p{Cs}]/u;

const NUL_MESSAGE = 'may not contain a NUL character (U+0000)';
const MALFORMED_MESSAGE = 'must be well-formed Unicode (no lone surrogate)';

const problemOf = (s: string): string | null =>
  !UNSTORABLE.test(s) ? null : s.includes('\u0000') ? NUL_MESSAGE : MALFORMED_MESSAGE;

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
 * The first string in `value` that PostgreSQL cannot store, as its path ('' for the value itself)
 * and the reason, or null. Field names count too: a schema that passes unknown fields on would
 * store them. Walked with a stack of its own, and a path only built for the string found: a body
 * may nest arrays thousands deep.
 */
export function unstorableTextAt(value: unknown): { path: string; message: string } | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      const message = problemOf(item);
      if (message) return { path: pathOf(visit), message };
    } else if (item !== null && typeof item === 'object') {
      // Pushed in reverse, so the first field in the input is the one named.
      const keys = Object.keys(item);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ value: (item as Record<string, unknown>)[key], key, parent: visit });
      }
      for (const key of keys) {
        const message = problemOf(key);
        if (message) return { path: pathOf({ value: key, key, parent: visit }), message };
      }
    }
  }
  return null;
}

/**
 * A string PostgreSQL cannot store passed every schema and then failed in the database as a 500.
 * Refused here for every route, before validation, as a 400 naming the field; never altered, so
 * what is stored is what was sent. A callback hook, not an async one: it runs on every request and
 * never waits.
 */
export function registerTextInput(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const found = unstorableTextAt(value);
      if (found === null) continue;
      const field = found.path || part;
      done(
        new AppError('VALIDATION', `${field}: ${found.message}`, [
          { field, message: found.message },
        ]),
      );
      return;
    }
    done();
  });
}
