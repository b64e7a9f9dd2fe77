import pg from 'pg';

/**
 * One statement on a connection of its own, on the PostgreSQL database at `url`: for a test's or
 * bench's setup and checks beside a server, which must not share the server's pool.
 */
export async function sql<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
