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
 * `player` besides the surname), each with a session of its own.
 */
export async function addMembers(
  dbUrl: string,
  clubId: number,
  count: number,
  player: Record<string, string | number>,
): Promise<{ id: number; cookie: string }[]> {
  const columns = Object.keys(player);
  const placeholders = columns.map((_, i) => `$${i + 2}`);
  const members: { id: number; cookie: string }[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await query<{ id: number }>(
      dbUrl,
      `insert into players (achternaam, ${columns.join(', ')})
       values ($1, ${placeholders.join(', ')}) returning id`,
      [`Lid ${i + 1}`, ...Object.values(player)],
    );
    const [member] = await query<{ id: number }>(
      dbUrl,
      `insert into memberships (club_id, player_id) values ($1, $2) returning id`,
      [clubId, row!.id],
    );
    members.push({ id: member!.id, cookie: await openSession(dbUrl, clubId, member!.id) });
  }
  return members;
}
