import { createHash, randomBytes } from 'node:crypto';
import { sql as query } from './scratch-database';

/**
 * Opens a session for a member directly in the database, as login does (the server keeps only
 * the SHA-256 of the token), and returns the cookie that carries it.
 */
export async function openSession(
  dbUrl: string,
  clubId: number,
  memberId: number,
  token = randomBytes(32).toString('base64url'),
): Promise<string> {
  await query(
    dbUrl,
    `insert into sessions (token_hash, club_id, relatie_id, created_at, last_seen_at)
     values ($1, $2, $3, now(), now())`,
    [createHash('sha256').update(token).digest('base64url'), clubId, memberId],
  );
  return `fw_session=${token}`;
}

/**
 * Adds `count` members to a club ("Lid 1", "Lid 2", …, each a new player with the columns of
 * `player` besides the surname), each with a session of its own: three statements for them all
 * (the live bench adds thousands).
 */
export async function addMembers(
  dbUrl: string,
  clubId: number,
  count: number,
  player: Record<string, string | number>,
): Promise<{ id: number; cookie: string }[]> {
  const columns = Object.keys(player);
  const values = columns.map((_, i) => `$${i + 2}`);
  const players = await query<{ id: number }>(
    dbUrl,
    `insert into players (achternaam, ${columns.join(', ')})
     select 'Lid ' || g, ${values.join(', ')} from generate_series(1, $1::int) g order by g
     returning id`,
    [count, ...Object.values(player)],
  );
  const ids = players.map((p) => p.id).sort((a, b) => a - b);
  const members = await query<{ id: number }>(
    dbUrl,
    `insert into memberships (club_id, player_id)
     select $1, p from unnest($2::int[]) with ordinality as u(p, n) order by n returning id`,
    [clubId, ids],
  );
  const memberIds = members.map((m) => m.id).sort((a, b) => a - b);
  const tokens = memberIds.map(() => randomBytes(32).toString('base64url'));
  await query(
    dbUrl,
    `insert into sessions (token_hash, club_id, relatie_id, created_at, last_seen_at)
     select h, $2, r, now(), now() from unnest($1::text[], $3::int[]) as u(h, r)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('base64url')), clubId, memberIds],
  );
  return memberIds.map((id, i) => ({ id, cookie: `fw_session=${tokens[i]}` }));
}
