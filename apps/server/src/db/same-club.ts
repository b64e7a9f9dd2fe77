import { and, eq, type Column, type SQL } from 'drizzle-orm';

/**
 * The join from a row to the row of the same club that `column` names. Every club-scoped key
 * starts with club_id, so a join on the id alone could pair rows of two clubs.
 */
export function sameClubRow(
  target: { club_id: Column; id: Column },
  source: { club_id: Column },
  column: Column,
): SQL {
  return and(eq(target.club_id, source.club_id), eq(target.id, column)) as SQL;
}
