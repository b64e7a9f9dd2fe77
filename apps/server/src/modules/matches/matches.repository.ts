import { and, asc, desc, eq, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import {
  courses,
  matchCategories,
  matches,
  matchFlights,
  matchProducts,
  matchRegistrations,
  matchResults,
  matchTeamProducts,
  matchTeams,
  matchTees,
  memberships,
  players,
  scorecards,
  scorecardScores,
  tees,
  type MatchRow,
  type MatchTeamRow,
} from '../../db/schema';
import { inRequestTransaction } from '../../db/transaction';
import { sameClubRow } from '../../db/same-club';

/** A match with its course's name. */
export type MatchWithCourse = MatchRow & { course_name: string };

/** A row to insert for one player (the SQL functions take them as JSON). */
export interface NewRegistration {
  position: number;
  relatie_id: number | null;
  guest: unknown;
  guest_handicap_tenths: number | null;
  category_id: number | null;
  tee_id: number | null;
  buggy: 'j' | 'n';
  horeca: 'j' | 'n';
  handicart: 'j' | 'n';
  vroeglaat: 'geen' | 'vroeg' | 'laat';
  opmerking: string;
}

/** A player of a sign-up with the member's name and handicap, or the guest. */
export interface RegistrationWithPerson extends NewRegistration {
  id: number;
  team_id: number;
  roepnaam: string | null;
  voorletters: string | null;
  tussenvoegsel: string | null;
  achternaam: string | null;
  handicap_tenths: number | null;
  geslacht: 'm' | 'v' | null;
}

/**
 * The match with its course's name as one JSON value (time columns as text, see `wall`), for the
 * statements that read it with its lists.
 */
export const matchJson = (club: SQLWrapper, match: SQLWrapper) =>
  sql<MatchWithCourse | null>`(select to_jsonb(m) || jsonb_build_object('course_name', c.name)
    from ${matches} m join ${courses} c on c.club_id = m.club_id and c.id = m.course_id
   where m.club_id = ${club} and m.id = ${match})`;

/** A wall-clock column as 'YYYY-MM-DD HH:mm'. */
export const wall = (v: string): string => v.replace('T', ' ').slice(0, 16);

/**
 * A match's own rows, each read on its own: the match, its tees, categories, flights and
 * products, its teams and their players, its results; always scoped by club. The member's lists
 * are read by MatchListsRepository, sign-ups are written by MatchSignUpRepository.
 */
export class MatchesRepository {
  constructor(readonly db: Db) {}

  async find(clubId: number, id: number): Promise<MatchWithCourse | undefined> {
    const [r] = await this.db
      .select({ match: matches, course_name: courses.name })
      .from(matches)
      .innerJoin(courses, sameClubRow(courses, matches, matches.course_id))
      .where(and(eq(matches.club_id, clubId), eq(matches.id, id)));
    return r ? { ...r.match, course_name: r.course_name } : undefined;
  }

  tees(clubId: number, matchId: number) {
    return this.db
      .select({
        geslacht: matchTees.geslacht,
        id: tees.id,
        naam: tees.naam,
        kleur: tees.kleur,
        inverse_kleur: tees.inverse_kleur,
        cr_m_tenths: tees.cr_m_tenths,
        sr_m: tees.sr_m,
        par_m: tees.par_m,
        cr_v_tenths: tees.cr_v_tenths,
        sr_v: tees.sr_v,
        par_v: tees.par_v,
      })
      .from(matchTees)
      .innerJoin(tees, sameClubRow(tees, matchTees, matchTees.tee_id))
      .where(and(eq(matchTees.club_id, clubId), eq(matchTees.match_id, matchId)))
      .orderBy(asc(matchTees.position), asc(tees.id));
  }

  /** A tee of the club with its ratings (a player's tee for the playing handicap). */
  async tee(clubId: number, teeId: number) {
    const [t] = await this.db
      .select()
      .from(tees)
      .where(and(eq(tees.club_id, clubId), eq(tees.id, teeId)));
    return t;
  }

  categories(clubId: number, matchId: number) {
    return this.db
      .select()
      .from(matchCategories)
      .where(and(eq(matchCategories.club_id, clubId), eq(matchCategories.match_id, matchId)))
      .orderBy(asc(matchCategories.position), asc(matchCategories.id));
  }

  flights(clubId: number, matchId: number) {
    return this.db
      .select()
      .from(matchFlights)
      .where(and(eq(matchFlights.club_id, clubId), eq(matchFlights.match_id, matchId)))
      .orderBy(asc(matchFlights.starttijd), asc(matchFlights.nummer));
  }

  products(clubId: number, matchId: number) {
    return this.db
      .select()
      .from(matchProducts)
      .where(and(eq(matchProducts.club_id, clubId), eq(matchProducts.match_id, matchId)))
      .orderBy(asc(matchProducts.position), asc(matchProducts.id));
  }

  teamProducts(clubId: number, teamId: number) {
    return this.db
      .select({ id: matchTeamProducts.product_id, aantal: matchTeamProducts.aantal })
      .from(matchTeamProducts)
      .where(and(eq(matchTeamProducts.club_id, clubId), eq(matchTeamProducts.team_id, teamId)))
      .orderBy(asc(matchTeamProducts.product_id));
  }

  /** The match's sign-ups in arrival order. */
  teams(clubId: number, matchId: number): Promise<MatchTeamRow[]> {
    return this.db
      .select()
      .from(matchTeams)
      .where(and(eq(matchTeams.club_id, clubId), eq(matchTeams.match_id, matchId)))
      .orderBy(asc(matchTeams.volgnummer));
  }

  async team(clubId: number, teamId: number): Promise<MatchTeamRow | undefined> {
    const [t] = await this.db
      .select()
      .from(matchTeams)
      .where(and(eq(matchTeams.club_id, clubId), eq(matchTeams.id, teamId)));
    return t;
  }

  /**
   * The team, held against a sign-out (which locks it for update) until the transaction ends:
   * what is done for it meanwhile (opening its bon) cannot outlive the team.
   */
  async lockTeam(clubId: number, teamId: number): Promise<MatchTeamRow | undefined> {
    const [t] = await this.db
      .select()
      .from(matchTeams)
      .where(and(eq(matchTeams.club_id, clubId), eq(matchTeams.id, teamId)))
      .for('share');
    return t;
  }

  /**
   * Runs `fn` with every query it makes, the payments module's included, in one transaction
   * (inside a keyed request's transaction: in that one). Work such as a refund at the provider
   * waits for the commit (db/transaction.ts `afterCommit`).
   */
  atomically<T>(fn: () => Promise<T>): Promise<T> {
    return inRequestTransaction(this.db, fn);
  }

  /** The players of the given teams (all of the match's when `teamIds` is omitted). */
  registrations(
    clubId: number,
    matchId: number,
    teamIds?: number[],
  ): Promise<RegistrationWithPerson[]> {
    const where = [
      eq(matchRegistrations.club_id, clubId),
      eq(matchRegistrations.match_id, matchId),
    ];
    if (teamIds) {
      if (teamIds.length === 0) return Promise.resolve([]);
      where.push(inArray(matchRegistrations.team_id, teamIds));
    }
    return this.db
      .select({
        id: matchRegistrations.id,
        team_id: matchRegistrations.team_id,
        position: matchRegistrations.position,
        relatie_id: matchRegistrations.relatie_id,
        guest: matchRegistrations.guest,
        guest_handicap_tenths: matchRegistrations.guest_handicap_tenths,
        category_id: matchRegistrations.category_id,
        tee_id: matchRegistrations.tee_id,
        buggy: matchRegistrations.buggy,
        horeca: matchRegistrations.horeca,
        handicart: matchRegistrations.handicart,
        vroeglaat: matchRegistrations.vroeglaat,
        opmerking: matchRegistrations.opmerking,
        roepnaam: players.roepnaam,
        voorletters: players.voorletters,
        tussenvoegsel: players.tussenvoegsel,
        achternaam: players.achternaam,
        handicap_tenths: players.handicap_tenths,
        geslacht: players.geslacht,
      })
      .from(matchRegistrations)
      .leftJoin(
        memberships,
        sameClubRow(memberships, matchRegistrations, matchRegistrations.relatie_id),
      )
      .leftJoin(players, eq(players.id, memberships.player_id))
      .where(and(...where))
      .orderBy(asc(matchRegistrations.team_id), asc(matchRegistrations.position));
  }

  /**
   * The members' players with their index now and the index their record starts from: what the
   * index in effect at a moment is read from (handicap `indexInEffect`).
   */
  startIndexes(clubId: number, relatieIds: readonly number[]) {
    if (relatieIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        relatie_id: memberships.id,
        id: players.id,
        handicap_tenths: players.handicap_tenths,
        start_index_tenths: players.start_index_tenths,
        start_index_date: players.start_index_date,
      })
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id))
      .where(and(eq(memberships.club_id, clubId), inArray(memberships.id, [...relatieIds])));
  }

  /** `fields` of the players of sign-ups, each joined to their sign-up's row (its team). */
  private withTeam<T extends SelectedFields>(fields: T) {
    return this.db
      .select(fields)
      .from(matchRegistrations)
      .innerJoin(
        matchTeams,
        sameClubRow(matchTeams, matchRegistrations, matchRegistrations.team_id),
      );
  }

  /** The member's registration in the match, if any, and whether it is on the reserve list. */
  async registrationOf(clubId: number, matchId: number, relatieId: number) {
    const [r] = await this.withTeam({
      team_id: matchRegistrations.team_id,
      reservelijst: matchTeams.reservelijst,
    }).where(
      and(
        eq(matchRegistrations.club_id, clubId),
        eq(matchRegistrations.match_id, matchId),
        eq(matchRegistrations.relatie_id, relatieId),
      ),
    );
    return r;
  }

  /**
   * The members of a match's sign-ups in the field (of `teamIds` only, when given), each with
   * their team and its flight's start time (null without a flight).
   */
  fieldMembers(clubId: number, matchId: number, teamIds?: number[]) {
    return this.withTeam({
      relatie_id: sql<number>`${matchRegistrations.relatie_id}`,
      team_id: matchTeams.id,
      starttijd: matchFlights.starttijd,
    })
      .leftJoin(matchFlights, sameClubRow(matchFlights, matchTeams, matchTeams.flight_id))
      .where(
        and(
          eq(matchRegistrations.club_id, clubId),
          eq(matchRegistrations.match_id, matchId),
          isNotNull(matchRegistrations.relatie_id),
          eq(matchTeams.reservelijst, false),
          teamIds ? inArray(matchTeams.id, teamIds) : undefined,
        ),
      )
      .orderBy(matchRegistrations.relatie_id);
  }

  results(clubId: number, matchId: number) {
    return this.db
      .select()
      .from(matchResults)
      .where(and(eq(matchResults.club_id, clubId), eq(matchResults.match_id, matchId)))
      .orderBy(asc(matchResults.category_id), asc(matchResults.positie), asc(matchResults.team_id));
  }

  /** The match's cards (any state), the newest first per member. */
  cards(clubId: number, matchId: number) {
    return this.db
      .select()
      .from(scorecards)
      .where(and(eq(scorecards.club_id, clubId), eq(scorecards.wedstrijd_id, matchId)))
      .orderBy(asc(scorecards.relatie_id), desc(scorecards.id));
  }

  /** The hole scores saved on the given cards. */
  async cardScores(clubId: number, cardIds: number[]) {
    if (cardIds.length === 0) return [];
    return this.db
      .select({
        card_id: scorecardScores.card_id,
        hole_nr: scorecardScores.hole_nr,
        strokes: scorecardScores.strokes,
      })
      .from(scorecardScores)
      .where(and(eq(scorecardScores.club_id, clubId), inArray(scorecardScores.card_id, cardIds)));
  }
}
