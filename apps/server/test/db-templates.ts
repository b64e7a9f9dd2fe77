import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/connect';
import { FIXED_TEST_SHEET } from '../src/db/seed/daylight';
import { seedDemo } from '../src/db/seed/demo-seed';
import { sql } from './sql';

/**
 * The databases every integration test starts from, built once per test run (global-setup.ts)
 * instead of once per test file: migrating and seeding took 6-10 s of each file's start on PGlite
 * and ~3 s on PostgreSQL, the biggest part of the integration tier's time. A test's database is
 * a copy: PGlite loads a dump of the template's data directory, PostgreSQL creates the database
 * with the template as its TEMPLATE.
 */
export interface DbTemplates {
  /** Migrated, no data. */
  empty: string;
  /** Migrated and seeded with the demo clubs. */
  demo: string;
}

export type TemplateKind = keyof DbTemplates;

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** Brings a migrated database to the demo clubs every integration test expects. */
export async function seedTestDemo(database: Database): Promise<void> {
  // Card histories only for the demo logins: the same shapes, a fraction of the rows.
  // The booking tests check times against one known sheet, whatever the month's daylight.
  await seedDemo(database.db, new Date('2026-11-22T10:00:00Z'), {
    cardHistories: 'accounts',
    sheet: FIXED_TEST_SHEET,
  });
}

async function adminQuery(text: string): Promise<void> {
  await sql(process.env.TEST_DATABASE_URL!, text);
}

/** A PostgreSQL URL like TEST_DATABASE_URL's, for another database of the same server. */
export function databaseUrl(name: string): string {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('FAIRWAY_TEST_DB=postgres needs TEST_DATABASE_URL');
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new PostgreSQL database, empty or a copy of `template`; `drop` removes it. */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `fairway_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    name,
    url: databaseUrl(name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Builds both templates on PostgreSQL: their database names, and how to drop them. */
export async function buildPostgresTemplates(): Promise<{
  templates: DbTemplates;
  drop: () => Promise<void>;
}> {
  const built: { name: string; drop: () => Promise<void> }[] = [];
  for (const seeded of [false, true]) {
    const target = await createPostgresDatabase();
    built.push(target);
    const database = await openDatabase({ databaseUrl: target.url, dataDir: null });
    try {
      await database.migrate();
      if (seeded) await seedTestDemo(database);
    } finally {
      await database.close();
    }
  }
  return {
    templates: { empty: built[0]!.name, demo: built[1]!.name },
    drop: async () => {
      for (const b of built) await b.drop();
    },
  };
}

/** Builds both templates on PGlite: the files holding their dumps, and how to remove them. */
export async function buildPgliteTemplates(): Promise<{
  templates: DbTemplates;
  drop: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fairway-templates-'));
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const empty = path.join(dir, 'empty.tar');
    await writeFile(empty, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
    await seedTestDemo(database);
    const demo = path.join(dir, 'demo.tar');
    await writeFile(demo, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
    return { templates: { empty, demo }, drop: () => rm(dir, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/** Opens a PGlite database from a template's dump. */
export async function openPgliteCopy(file: string): Promise<Database> {
  return openDatabase({ dataDir: null, snapshot: new Blob([await readFile(file)]) });
}
