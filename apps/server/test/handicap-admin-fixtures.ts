import { and, desc, eq } from 'drizzle-orm';
import { memberRoles, memberships, players } from '../src/db/schema';
import type { Member } from './booking-fixtures';
import type { TestApp } from './harness';

/*
 * The people of the handicap committee's tests, in the demo club: committee members who hold no
 * other role, and a member with no cards and no index yet.
 */

/**
 * A round played elsewhere as the handicap committee enters it, on a course of CR 72, slope 113
 * and par 72: its differential is the AGS − 72.
 */
export const elsewhereCard = (date: string, ags: number, time = '10:00') => ({
  date,
  time,
  holes: 18,
  course_name: 'Golfclub Elders',
  course_rating: 72,
  slope_rating: 113,
  par: 72,
  adjusted_gross_score: ags,
  reason: 'kaart van elders',
});

/** The `n` newest non-guest members of the demo club, given the role handicap_committee. */
export async function committeeMembers(t: TestApp, n: number): Promise<Member[]> {
  const db = t.database.db;
  const club = t.clubId('demo');
  const holders = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.club_id, club), eq(memberships.is_gast, false)))
    .orderBy(desc(memberships.id))
    .limit(n);
  for (const h of holders)
    await db
      .insert(memberRoles)
      .values({ club_id: club, relatie_id: h.id, role: 'handicap_committee' });
  return Promise.all(holders.map(async (h) => ({ id: h.id, cookie: await t.sessionFor(h.id) })));
}

/** A new player and their membership of the demo club: no cards, no index. */
export async function memberWithoutCards(
  t: TestApp,
  player: typeof players.$inferInsert,
): Promise<{ playerId: number; relatieId: number }> {
  const db = t.database.db;
  const [row] = await db.insert(players).values(player).returning();
  const [membership] = await db
    .insert(memberships)
    .values({ club_id: t.clubId('demo'), player_id: row!.id })
    .returning();
  return { playerId: row!.id, relatieId: membership!.id };
}
