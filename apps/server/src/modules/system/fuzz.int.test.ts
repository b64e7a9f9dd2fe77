import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, Relatie, WALL_TIME_PATTERN } from '@fairway/contract';
import { callAs, createTestApp, DB_KIND, writeHeaders, type TestApp } from '../../../test/harness';
import { adminMatchInput } from '../../../test/match-fixtures';

/**
 * Bad input never gets a 500 (docs/QUALITY.md "Reliability"), for every route of the OpenAPI
 * document: each call's path parameters, query and body are generated from its contract (the
 * document's JSON schemas) and mutated at every level — wrong types, numbers, dates and wall times
 * ('YYYY-MM-DD HH:mm') out of range or on days that do not exist, huge and malformed strings (lone
 * surrogates, NUL), unknown fields, missing required ones, other clubs' ids — and sent as a
 * logged-in member (on the committee). Per route: one call per field and edge value with the other
 * fields valid, then `FUZZ_RUNS` random calls (default below; mostly one part wrong, some all
 * valid, some wrong anywhere). Where a call's fields must agree with each other and with the
 * club's data (a match: its sign-up window before its start, its tees on its course), values
 * drawn one by one almost never pass, so a known-good request (`knownGood`) is the base its one
 * wrong field is put in. Every answer is below 500; a refusal (4xx) carries the error body and
 * wrote nothing: a trigger on every table records each row written, and a refused call must leave
 * none.
 */
const RUNS_PER_ROUTE = Number(
  process.env.FUZZ_RUNS ??
    // On PGlite a quarter when the same run fuzzes PostgreSQL too (TEST_DATABASE_URL gives the
    // integration-pg project): the random calls test the contract's validation, the same on both
    // databases, and took 190 s of the PGlite tier's test time; every edge call runs on both.
    (DB_KIND === 'pglite' && process.env.TEST_DATABASE_URL ? 10 : 40),
);

/** Rows a refused call writes by design: a failed login or GSN lookup counts towards its limit. */
const WRITES_OF_REFUSALS = new Set(['rate_limits']);

// The schema subset @fastify/swagger produces from the contracts (OpenAPI 3.0).
interface Schema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: Schema;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  parameters?: {
    in: 'path' | 'query' | 'header' | 'cookie';
    name: string;
    required?: boolean;
    schema: Schema;
  }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/**
 * A stream (GET /api/events) answers a good call with an answer that never ends, which app.inject
 * waits for: its refusals and its stream are tested over a real connection (events.int.test.ts).
 */
const isStream = (op: Operation) =>
  Object.keys(op.responses?.['200']?.content ?? {}).includes('text/event-stream');

let t: TestApp;
let cookie: string;
let me: Relatie;
/** Ids of rows of every club (the member's own and others'), to reach past the first lookup. */
let knownIds: number[] = [];
let calls = 0;
/** Answers per status, for the log: how many calls got past validation. */
const statuses = new Map<number, number>();
/**
 * A request that passes every rule, per `${method} ${path}` of the document, for the calls whose
 * fields depend on each other or on the club's data (filled in before the fuzzing starts).
 */
const knownGood = new Map<string, Record<string, unknown>>();

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-22T10:00:00Z') });
  cookie = await t.login('marker');
  me = Relatie.parse(
    (await t.app.inject({ url: '/api/relatie/self', headers: { cookie } })).json(),
  );
  const ids = new Set<number>();
  for (const table of [
    'clubs',
    'memberships',
    'courses',
    'tees',
    'scorecards',
    'bookings',
    'news_posts',
    'countries',
    'cancellation_reasons',
  ]) {
    const rows = await rowsOf<{ id: number }>(
      sql.raw(
        `(select id from ${table} order by id limit 6) union (select id from ${table} order by id desc limit 6)`,
      ),
    );
    for (const r of rows) ids.add(Number(r.id));
  }
  knownIds = [...ids];
  // The committee's match: one of the club's courses and a tee of it, and a match to edit.
  const [own] = await rowsOf<{ course: number; tee: number }>(
    sql`select c.id as course, t.id as tee from memberships m
        join courses c on c.club_id = m.club_id
        join tees t on t.club_id = c.club_id and t.course_id = c.id
        where m.id = ${me.id} order by c.id, t.id limit 1`,
  );
  const match = adminMatchInput(Number(own!.course), Number(own!.tee), {
    naam: 'Fuzz',
    qualifying: false,
    inschrijfgeld_cents: 0,
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/wedstrijd',
    headers: writeHeaders(cookie),
    payload: match,
  });
  expect(created.statusCode, created.body).toBe(201);
  knownGood.set('post /api/admin/wedstrijd', { body: match });
  knownGood.set('put /api/admin/wedstrijd/{id}', {
    path: { id: AdminMatch.parse(created.json()).id },
    body: match,
  });
  // Every row written, per table, from here on (the test database only).
  for (const statement of [
    'create table fuzz_writes (tbl text not null, op text not null)',
    `create function fuzz_note_write() returns trigger language plpgsql as $$
     begin
       insert into fuzz_writes values (TG_TABLE_NAME, TG_OP);
       return null;
     end $$`,
    `do $$
     declare t text;
     begin
       for t in select table_name from information_schema.tables
                where table_schema = 'public' and table_type = 'BASE TABLE'
                  and table_name <> 'fuzz_writes'
       loop
         execute format('create trigger fuzz_note_write after insert or update or delete on %I
                         for each row execute function fuzz_note_write()', t);
       end loop;
     end $$`,
  ])
    await t.database.db.execute(sql.raw(statement));
});
afterAll(async () => {
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.log(`fuzz: ${calls} calls on ${DB_KIND} (${byStatus.join(', ')})`);
  await t?.close();
});

// ——— Odd values ———

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const oddString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '0000-01-01',
    '1899-12-31',
    '2100-01-01',
    '9999-12-31',
    '2026-02-30',
    '2026-13-01',
    '25:00',
    '23:59:60',
    "x'; drop table memberships; --",
    '../../etc/passwd',
    '%00',
    '%',
    'a\u0000b',
    '\ud800',
    'Jansen\udfff',
    '\udc00\ud800',
    '\u202eevil',
    'NL',
    'NL' + '9'.repeat(40),
    '9'.repeat(40),
    '😀'.repeat(300),
    'x'.repeat(70_000),
  ),
  fc.string({ unit: anyUnit, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const oddNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const odd = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    oddString,
    oddNumber,
    fc.constantFrom(...knownIds),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom([], {}, [null], { '': 1 }),
    fc.anything({ maxDepth: 1 }),
  );

// ——— Values from a schema ———

/**
 * 'valid': what the schema accepts; 'bad': the same with exactly one part of it wrong (a leaf just
 * out of range or of another type, an unknown field, a required field left out), so the rest
 * gets past validation and the wrong part reaches as deep as it can; 'chaos': anything may be
 * wrong anywhere.
 */
type Mode = 'valid' | 'bad' | 'chaos';

const clampInt = (n: number) => Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, n));
const isoDay = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
/** A club-local 'YYYY-MM-DD HH:mm' (the contract's WallTime and InputWallTime). */
const isWallTime = (s: Schema) => s.type === 'string' && s.pattern === WALL_TIME_PATTERN.source;
/**
 * Mostly one minute: a request's wall times must come in order (sign-up opens, closes, the match
 * starts), which equal times are and times drawn one by one mostly are not.
 */
const wallTime = fc.oneof(
  { weight: 2, arbitrary: fc.constant('2026-12-01 09:00') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(isoDay, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([day, h, m]) => `${day} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  },
);
/** Wall times of the right shape that PostgreSQL cannot read or no date may name, and near shapes. */
const ODD_WALL_TIMES = [
  '0000-01-01 00:00',
  '1899-12-31 23:59',
  '2100-01-01 00:00',
  '9999-12-31 23:59',
  '2026-02-30 10:00',
  '2026-13-01 10:00',
  '2026-00-00 00:00',
  '2026-11-22 24:00',
  '2026-11-22T10:00',
  '2026-11-22 10:00:00',
  '2026-11-22',
];
const isComposite = (s: Schema) =>
  Boolean(s.anyOf ?? s.oneOf ?? s.allOf) || s.type === 'object' || s.type === 'array';

/** Values just outside what a leaf of the schema accepts, mostly of its own type. */
function nearMiss(s: Schema): fc.Arbitrary<unknown> {
  switch (s.type) {
    case 'string': {
      const max = s.maxLength ?? 200;
      const misses: fc.WeightedArbitrary<unknown>[] = [
        { weight: 1, arbitrary: fc.constant('x'.repeat(max + 1)) },
        { weight: 1, arbitrary: fc.constant('') },
        {
          // A well-shaped value with a character PostgreSQL cannot store.
          weight: 2,
          arbitrary: fc
            .tuple(gen(s, 'valid'), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat())
            .map(([v, bad, at]) => {
              const text = String(v);
              const i = text.length ? at % text.length : 0;
              return text.slice(0, i) + bad + text.slice(i);
            }),
        },
        { weight: 1, arbitrary: fc.constantFrom(...(s.enum ? ['M', 'x', 'nl_nl'] : ['x'])) },
      ];
      if (isWallTime(s)) {
        misses.push(
          { weight: 6, arbitrary: fc.constantFrom(...ODD_WALL_TIMES) },
          // Any year, month and day, 0000-00-00 to 9999-99-99.
          { weight: 2, arbitrary: fc.stringMatching(new RegExp(s.pattern!)) },
        );
      }
      if (s.format === 'date') {
        misses.push(
          {
            weight: 6,
            arbitrary: fc.constantFrom(
              '0000-01-01',
              '1899-12-31',
              '2100-01-01',
              '9999-12-31',
              '2026-02-30',
              '2026-1-1',
            ),
          },
          // Any year, 0000 to 9999.
          {
            weight: 2,
            arbitrary: fc.stringMatching(new RegExp(s.pattern ?? '^\\d{4}-\\d\\d-\\d\\d$')),
          },
        );
      }
      return fc.oneof(...misses);
    }
    case 'integer':
    case 'number': {
      const edges = [s.minimum, s.maximum]
        .filter((n): n is number => n !== undefined)
        .flatMap((n) => [n - 1, n + 1, n + 0.5]);
      return fc.oneof(
        fc.constantFrom(...edges, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, 0.1),
        fc.constantFrom('12', '1e309', '0x10', ' 7', '-0', ''),
      );
    }
    default:
      return odd();
  }
}

function gen(s: Schema, mode: Mode): fc.Arbitrary<unknown> {
  if (mode === 'bad' && !isComposite(s)) {
    return fc.oneof({ weight: 3, arbitrary: nearMiss(s) }, { weight: 1, arbitrary: odd() });
  }
  if (mode === 'chaos') {
    return fc.oneof(
      { weight: 5, arbitrary: shaped(s, mode) },
      { weight: 2, arbitrary: isComposite(s) ? odd() : nearMiss(s) },
      { weight: 1, arbitrary: odd() },
    );
  }
  const v = shaped(s, mode);
  return s.nullable && mode === 'valid' ? fc.oneof(v, fc.constant(null)) : v;
}

/** A value of the schema's shape, its parts generated in `mode`. */
function shaped(s: Schema, mode: Mode): fc.Arbitrary<unknown> {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => gen(a, mode)));
  if (s.allOf?.length) return gen(s.allOf[0]!, mode);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'string':
      if (s.format === 'date') return isoDay;
      if (isWallTime(s)) return wallTime;
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    case 'integer': {
      const min = clampInt((s.minimum ?? -1000) + (s.exclusiveMinimum === true ? 1 : 0));
      const max = clampInt(Math.max(min, s.maximum ?? 100_000));
      const inRange = knownIds.filter((id) => id >= min && id <= max);
      return inRange.length
        ? fc.oneof(fc.integer({ min, max }), fc.constantFrom(...inRange))
        : fc.integer({ min, max });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = s.items ?? {};
      const maxLength = Math.min(s.maxItems ?? 4, 4);
      if (mode !== 'bad') return fc.array(gen(items, mode), { maxLength });
      return fc.oneof(
        // One element wrong.
        fc
          .tuple(fc.array(gen(items, 'valid'), { maxLength: maxLength - 1 }), gen(items, 'bad'))
          .map(([list, bad]) => [...list, bad]),
        // One element too many.
        fc.array(gen(items, 'valid'), {
          minLength: (s.maxItems ?? 20) + 1,
          maxLength: (s.maxItems ?? 20) + 1,
        }),
      );
    }
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      const requiredKeys = (s.required ?? []).filter((k) => k in props);
      const record = (bad?: string) =>
        fc.record(
          Object.fromEntries(
            keys.map((k) => [
              k,
              gen(props[k]!, k === bad ? 'bad' : mode === 'bad' ? 'valid' : mode),
            ]),
          ),
          { requiredKeys: bad ? [...new Set([...requiredKeys, bad])] : requiredKeys },
        );
      const unknownField = fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), oddString), odd());
      if (mode === 'valid') return record();
      if (mode === 'chaos') {
        return fc
          .tuple(
            record(),
            fc.option(unknownField, { freq: 5 }),
            fc.option(fc.constantFrom(...keys, ''), { freq: 5 }),
          )
          .map(([r, extra, drop]) => {
            const out: Record<string, unknown> = { ...r };
            if (extra) out[extra[0]] = extra[1];
            if (drop) delete out[drop];
            return out;
          });
      }
      // Mostly one field wrong; now and then an unknown field or a required one left out.
      const wrongs: fc.WeightedArbitrary<unknown>[] = [
        {
          weight: 1,
          arbitrary: fc.tuple(record(), unknownField).map(([r, [k, v]]) => ({ ...r, [k]: v })),
        },
      ];
      if (keys.length) {
        wrongs.push({ weight: 6, arbitrary: fc.constantFrom(...keys).chain((k) => record(k)) });
      }
      if (requiredKeys.length) {
        wrongs.push({
          weight: 1,
          arbitrary: fc.tuple(record(), fc.constantFrom(...requiredKeys)).map(([r, k]) => {
            const out: Record<string, unknown> = { ...r };
            delete out[k];
            return out;
          }),
        });
      }
      return fc.oneof(...wrongs);
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

// ——— Requests ———

/** Percent-encodes any string, a lone surrogate as the UTF-8 bytes it would have (not UTF-8). */
function pct(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
const asText = (v: unknown): string =>
  typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);

interface Call {
  method: string;
  url: string;
  payload?: string;
}

/** The whole request as one object (path, query, body), so that 'bad' makes one part wrong. */
function requestSchema(op: Operation): Schema {
  const params = op.parameters ?? [];
  const request: Schema = { type: 'object', properties: {}, required: [] };
  for (const where of ['path', 'query'] as const) {
    const list = params.filter((p) => p.in === where);
    if (!list.length) continue;
    request.properties![where] = {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
      required: list.filter((p) => where === 'path' || p.required).map((p) => p.name),
    };
    request.required!.push(where);
  }
  const body = op.requestBody?.content['application/json']?.schema;
  if (body) {
    request.properties!.body = body;
    request.required!.push('body');
  }
  return request;
}

/** 'chaos' may replace any part, the request itself too, by a value of another type. */
const asObject = (v: unknown) =>
  (v !== null && typeof v === 'object' ? v : {}) as Record<string, unknown>;

function toCall(method: string, path: string, op: Operation, parts: unknown, junk?: string): Call {
  const { path: values, query, body } = asObject(parts);
  let url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => pct(asText(asObject(values)[name])));
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(asObject(query))) {
    for (const item of Array.isArray(v) ? v : [v]) pairs.push(`${pct(k)}=${pct(asText(item))}`);
  }
  if (pairs.length) url += `?${pairs.join('&')}`;
  const payload = op.requestBody ? (junk ?? JSON.stringify(body) ?? '') : undefined;
  return { method: method.toUpperCase(), url, ...(payload !== undefined ? { payload } : {}) };
}

/** Every field of the request (path, query, each top-level body field) with its schema. */
const fieldsOf = (request: Schema) =>
  Object.entries(request.properties ?? {}).flatMap(([part, partSchema]) =>
    Object.entries(partSchema.properties ?? {}).map(([field, schema]) => ({ part, field, schema })),
  );

/** `parts` with one field of one part set to `value`. */
const withField = (
  parts: Record<string, unknown>,
  part: string,
  field: string,
  value: unknown,
) => ({
  ...parts,
  [part]: { ...asObject(parts[part]), [field]: value },
});

/** A known-good request with one field wrong, so that the wrong value meets every later rule. */
function oneWrongIn(request: Schema, good: Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc
    .constantFrom(...fieldsOf(request))
    .chain(({ part, field, schema }) =>
      gen(schema, 'bad').map((value) => withField(good, part, field, value)),
    );
}

/** The request the edge calls change one field of: the known-good one where there is one. */
function baseOf(method: string, path: string, request: Schema): Record<string, unknown> {
  const [drawn] = fc.sample(gen(request, 'valid'), { numRuns: 1, seed: 42 }) as [
    Record<string, unknown>,
  ];
  return { ...drawn, ...knownGood.get(`${method} ${path}`) };
}

function calls$(method: string, path: string, op: Operation): fc.Arbitrary<Call> {
  const request = requestSchema(op);
  const good = knownGood.get(`${method} ${path}`);
  return fc
    .tuple(
      fc.oneof(
        { weight: 1, arbitrary: gen(request, 'valid') },
        { weight: 4, arbitrary: gen(request, 'bad') },
        { weight: 1, arbitrary: gen(request, 'chaos') },
        ...(good ? [{ weight: 4, arbitrary: oneWrongIn(request, good) }] : []),
      ),
      fc.option(fc.constantFrom('', '{', '{"a":', '"\\ud800"', 'nul', '[]'), { freq: 12 }),
    )
    .map(([parts, junk]) => toCall(method, path, op, parts, junk ?? undefined));
}

/** The values at and just past the edges of what a field accepts. */
function edgesOf(s: Schema): unknown[] {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return [...new Set(alternatives.flatMap(edgesOf))];
  const edges: unknown[] = [null, ''];
  if (s.type === 'string' || s.enum) {
    edges.push('x'.repeat((s.maxLength ?? 300) + 1), '\ud800', 'a\u0000', '\udc00x');
    if (s.format === 'date') edges.push('0000-01-01', '1899-12-31', '2100-01-01', '2026-02-30');
    if (isWallTime(s))
      edges.push('0000-01-01 00:00', '1899-12-31 23:59', '2100-01-01 00:00', '2026-02-30 10:00');
  }
  if (s.type === 'integer' || s.type === 'number') {
    for (const n of [s.minimum, s.maximum]) if (n !== undefined) edges.push(n - 1, n + 1);
    edges.push(0.5, 2 ** 31, 2 ** 53 + 2, '1e309', ...knownIds.filter((_, i) => i % 9 === 0));
  }
  if (s.type === 'boolean') edges.push('maybe', 2);
  if (s.type === 'array') edges.push(Array(Math.max(s.maxItems ?? 0, 30) + 1).fill(1), {});
  if (s.type === 'object') edges.push([], 'x');
  return edges;
}

/**
 * One call per field of the request (path, query, each top-level body field) and edge value,
 * the other fields valid (those of the known-good request where there is one): the random calls
 * alone rarely hit one field's one bad value.
 */
function edgeCalls(method: string, path: string, op: Operation): Call[] {
  const request = requestSchema(op);
  const base = baseOf(method, path, request);
  return fieldsOf(request).flatMap(({ part, field, schema }) =>
    edgesOf(schema).map((edge) => toCall(method, path, op, withField(base, part, field, edge))),
  );
}

async function send(call: Call, sessionCookie: string) {
  calls++;
  const res = await t.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: {
      ...writeHeaders(sessionCookie),
      ...(call.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
  });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const what = `${call.method} ${call.url.slice(0, 300)} ${call.payload?.slice(0, 300) ?? ''}`;
  expect(res.statusCode, `${what}\n${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && /json/.test(String(res.headers['content-type']))) {
    expect(res.json(), what).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
  }
  const writes = await rowsOf<{ tbl: string; op: string }>(
    sql`delete from fuzz_writes returning tbl, op`,
  );
  if (res.statusCode >= 400) {
    const unexpected = writes.filter((w) => !WRITES_OF_REFUSALS.has(w.tbl));
    expect(unexpected, `${res.statusCode} wrote rows: ${what}`).toEqual([]);
  }
}

describe('fuzzing every route of the OpenAPI document from its contract', () => {
  it("knows a match's wall times, and its known-good request passes", async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    for (const [method, path] of [
      ['post', '/api/admin/wedstrijd'],
      ['put', '/api/admin/wedstrijd/{id}'],
    ] as const) {
      const request = requestSchema(doc.paths[path]![method]!);
      const wallTimes = fieldsOf(request).filter((f) => isWallTime(f.schema));
      expect(wallTimes.map((f) => f.field).sort()).toEqual([
        'aanvang',
        'inschrijvingsstart',
        'inschrijvingsstop',
      ]);
      const good = toCall(
        method,
        path,
        doc.paths[path]![method]!,
        knownGood.get(`${method} ${path}`),
      );
      const res = await t.app.inject({
        method: good.method as 'POST',
        url: good.url,
        headers: { ...writeHeaders(cookie), 'content-type': 'application/json' },
        payload: good.payload,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    await rowsOf(sql`delete from fuzz_writes`);
  });

  it('notes the rows a call writes (what the check of refusals relies on)', async () => {
    const res = await callAs(t, 'POST', '/api/pageviews', cookie, {
      path: '/app/news',
      title: 'Nieuws',
    });
    expect(res.statusCode).toBeLessThan(300);
    const writes = await rowsOf<{ tbl: string }>(sql`delete from fuzz_writes returning tbl`);
    expect(writes.map((w) => w.tbl)).toContain('page_views');
  });

  // The routes in shares, each a test with its own time limit: the back office keeps adding calls.
  const SHARES = 4;
  for (let share = 0; share < SHARES; share++)
    it(`never answers 5xx, and a refusal writes nothing (routes, share ${share + 1} of ${SHARES})`, async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
      // The app's pages (/, /login, /app/...) answer 503 "not built" in a test app without the web
      // build; every /api route is fuzzed.
      const all = Object.entries(doc.paths)
        .filter(([path]) => path.startsWith('/api/'))
        .flatMap(([path, ops]) =>
          Object.entries(ops)
            .filter(([, op]) => !isStream(op))
            .map(([method, op]) => ({ path, method, op })),
        );
      expect(all.length).toBeGreaterThan(50);
      const routes = all.filter((_, i) => i % SHARES === share);
      for (const { path, method, op } of routes) {
        // Logging out ends the session it is sent with: each call gets one of its own.
        const ownSession = path === '/api/auth/logout';
        for (const call of edgeCalls(method, path, op)) {
          await send(call, ownSession ? await t.sessionFor(me.id) : cookie);
        }
        await fc.assert(
          fc.asyncProperty(calls$(method, path, op), async (call) => {
            await send(call, ownSession ? await t.sessionFor(me.id) : cookie);
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    }, 300_000);
});
