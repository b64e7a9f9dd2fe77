import { and, eq, isNull } from 'drizzle-orm';
import { memberships, players } from '../src/db/schema';
import type { TestApp } from './harness';

/**
 * A session of a member of the demo club who has no login of their own (the same member on
 * every call), their language set to `taal` first: for what a member reads in their language.
 */
export async function memberInLanguage(t: TestApp, taal: string): Promise<string> {
  const [member] = await t.database.db
    .select({ id: memberships.id, player: memberships.player_id })
    .from(memberships)
    .where(and(eq(memberships.club_id, t.clubId('demo')), isNull(memberships.username)))
    .limit(1);
  await t.database.db
    .update(players)
    .set({ voorkeurstaal: taal })
    .where(eq(players.id, member!.player));
  return t.sessionFor(member!.id);
}
