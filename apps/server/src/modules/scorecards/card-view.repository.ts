import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import { PLAYER_NAME } from '../../db/member-columns';
import { clubs, courses, players, scorecards, tees } from '../../db/schema';

type CardRow = typeof scorecards.$inferSelect;

/** A card with the names the list shows. */
export interface CardView {
  card: CardRow;
  baan_naam: string | null;
  club_naam: string;
  tee: { naam: string; kleur: string; inverse_kleur: string } | null;
  speler: {
    roepnaam: string | null;
    voorletters: string | null;
    tussenvoegsel: string | null;
    achternaam: string;
  };
}

/**
 * Cards with their player, club (the course's, else the card's own), course and tee: the one
 * join every card read with names goes through (the list, a card, the marker's cards, another
 * member's scoring record).
 */
function withNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(players, eq(players.id, scorecards.player_id))
    .leftJoin(
      clubs,
      eq(clubs.id, sql`coalesce(${scorecards.course_club_id}, ${scorecards.club_id})`),
    )
    .leftJoin(courses, eq(courses.id, scorecards.baan_id))
    .leftJoin(tees, eq(tees.id, scorecards.tee_id));
}

/** A card and its names as rows of a query (`toCardView` makes the view). */
export function selectCardViews(db: Db) {
  const query = db
    .select({
      card: scorecards,
      baan_naam: courses.name,
      club_naam: clubs.naam,
      tee_naam: tees.naam,
      tee_kleur: tees.kleur,
      tee_inverse: tees.inverse_kleur,
      speler: PLAYER_NAME,
    })
    .from(scorecards)
    .$dynamic();
  return withNames(query);
}

/** The same, flat (card columns under their own names), for PostgreSQL to build JSON from. */
export function selectFlatCardViews(db: Db) {
  const query = db
    .select({
      ...getTableColumns(scorecards),
      baan_naam: sql<string | null>`${courses.name}`.as('baan_naam'),
      club_naam: sql<string | null>`${clubs.naam}`.as('club_naam'),
      tee_naam: sql<string | null>`${tees.naam}`.as('tee_naam'),
      tee_kleur: sql<string | null>`${tees.kleur}`.as('tee_kleur'),
      tee_inverse: sql<string | null>`${tees.inverse_kleur}`.as('tee_inverse'),
      ...PLAYER_NAME,
    })
    .from(scorecards)
    .$dynamic();
  return withNames(query);
}

type ViewRow = Awaited<ReturnType<typeof selectCardViews>>[number];

export function toCardView(r: ViewRow): CardView {
  return {
    card: r.card,
    baan_naam: r.baan_naam,
    club_naam: r.club_naam ?? '',
    tee: r.tee_naam
      ? { naam: r.tee_naam, kleur: r.tee_kleur ?? '', inverse_kleur: r.tee_inverse ?? '' }
      : null,
    speler: r.speler,
  };
}
