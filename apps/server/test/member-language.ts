import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { memberships, players } from '../src/db/schema';
import type { TestApp } from './harness';

/**
 * A session of an active member of the demo club who is none of the named accounts (the same
 * member on every call: the last of the seeded `lid…` members, whom the fixtures that take members
 * from the first on reach last), their language set to `taal` first: for what a member reads in
 * their language.
 */
export async function memberInLanguage(t: TestApp, taal: string): Promise<string> {
  const [member] = await t.database.db
    .select({ id: memberships.id, player: memberships.player_id })
    .from(memberships)
    .where(
      and(
        eq(memberships.club_id, t.clubId('demo')),
        like(memberships.username, 'lid%'),
        isNull(memberships.deactivated_at),
      ),
    )
    .orderBy(desc(memberships.id))
    .limit(1);
  await t.database.db
    .update(players)
    .set({ voorkeurstaal: taal })
    .where(eq(players.id, member!.player));
  return t.sessionFor(member!.id);
}
