import { randomBytes } from 'node:crypto';
import { sql } from '../../apps/server/test/sql';

/** The PostgreSQL server a benchmark makes its own database on (trust auth on these machines). */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on its own connection: a benchmark's checks must not share the server's pool. */
export { sql };

/** A fresh, empty database for one run (`prefix` names the benchmark); `drop` removes it. */
export async function scratchDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fairway_${prefix}_${randomBytes(4).toString('hex')}`;
  await sql(ADMIN_URL, `CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString(),
    drop: async () => void (await sql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
