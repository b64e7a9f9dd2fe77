import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, freshPostgres } from '../../test/harness';
import { openDatabase, type Database } from './connect';
import { TRIGGERS_DIR } from '../paths';
import { functionSources } from './sql-functions';

/**
 * Each SQL function has one source, src/db/functions/<name>.sql, applied after the migrations at
 * every start: what the database runs is what the file says, and the database holds no function
 * without a file (one an old migration created and nothing replaced, or a second signature left
 * behind by a file whose arguments changed without a migration dropping the old ones).
 */
let database: Database;
let drop: (() => Promise<void>) | undefined;
let url: string | undefined;

beforeAll(async () => {
  if (DB_KIND === 'postgres') ({ url, drop } = await freshPostgres());
  database = await openDatabase({ databaseUrl: url, dataDir: null });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop?.();
});

const files = functionSources();

/** The body between the file's dollar quotes, as PostgreSQL stores it (pg_proc.prosrc). */
function bodyOf(text: string): string {
  const m = /\sAS \$\$([\s\S]*)\$\$;\s*$/.exec(text);
  if (!m) throw new Error('no $$ body ending the file');
  return m[1]!.trim();
}

/** The public schema's functions (not an extension's), each with its body. */
async function functionsInDatabase(): Promise<{ name: string; src: string }[]> {
  const result: unknown = await database.db.execute(sql`
    select p.proname as name, p.prosrc as src
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and not exists (select 1 from pg_depend d
                        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
     order by p.proname`);
  // node-postgres answers { rows }, PGlite's drizzle the rows themselves.
  type Row = { name: string; src: string };
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

/** The triggers on the public schema's tables (not PostgreSQL's own for foreign keys). */
async function triggersInDatabase(): Promise<string[]> {
  const result: unknown = await database.db.execute(sql`
    select t.tgname as name
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not t.tgisinternal
     order by t.tgname`);
  type Row = { name: string };
  const rows = Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
  return rows.map((r) => r.name);
}

describe('the SQL functions', () => {
  it('are one file each, named after the one function it creates or replaces', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const creates = [...f.text.matchAll(/CREATE (OR REPLACE )?FUNCTION "?(\w+)"?/gi)];
      expect(
        creates.map((c) => c[2]),
        f.name,
      ).toEqual([f.name]);
      expect(creates[0]![1], `${f.name}: CREATE OR REPLACE`).toBeTruthy();
    }
  });

  it('in the database are exactly the files: one signature each, with the body of its file', async () => {
    const found = await functionsInDatabase();
    expect(found.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const f of files) {
      const [inDb] = found.filter((x) => x.name === f.name);
      expect(inDb!.src.trim(), f.name).toBe(bodyOf(f.text));
    }
  });

  it('are called by exactly the triggers of src/db/triggers, one file each', async () => {
    const triggers = functionSources(TRIGGERS_DIR);
    for (const f of triggers) {
      const creates = [...f.text.matchAll(/CREATE OR REPLACE TRIGGER "(\w+)"/g)].map((c) => c[1]);
      expect(creates, f.name).toEqual([f.name]);
    }
    expect(await triggersInDatabase()).toEqual(triggers.map((f) => f.name));
  });

  it("are put back as their files say at the next start, whatever a database's were", async () => {
    const [first] = files;
    await database.db.execute(
      sql.raw(first!.text.replace(bodyOf(first!.text), `BEGIN\n  RAISE EXCEPTION 'old';\nEND`)),
    );
    expect((await functionsInDatabase()).find((f) => f.name === first!.name)!.src).toContain('old');
    await database.migrate();
    const after = (await functionsInDatabase()).find((f) => f.name === first!.name)!;
    expect(after.src.trim()).toBe(bodyOf(first!.text));
  });

  it.runIf(DB_KIND === 'postgres')(
    'are applied by processes starting at once on one database without colliding',
    async () => {
      const starts = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null })),
      );
      try {
        await Promise.all(starts.map((s) => s.migrate()));
      } finally {
        await Promise.all(starts.map((s) => s.close()));
      }
      expect((await functionsInDatabase()).map((f) => f.name)).toEqual(files.map((f) => f.name));
    },
  );
});
