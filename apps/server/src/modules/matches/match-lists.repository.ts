import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  bons,
  courses,
  matches,
  matchFlights,
  matchRegistrations,
  matchTeams,
  memberships,
  players,
  type MatchTeamRow,
} from '../../db/schema';
import { escapeLike } from '../club';
import { matchJson, type MatchWithCourse, type RegistrationWithPerson } from './matches.repository';

/**
 * A match of the list as PostgreSQL's JSON gives it: its time columns are text, as the mapper
 * reads them ('YYYY-MM-DDTHH:mm:ss', see `wall`); the others the mapper does not read.
 */
export type ListedMatch = MatchWithCourse;

export interface ListFilter {
  openOnly: boolean;
  now: string;
  term?: string;
  dateFrom?: string;
  dateTo?: string;
  offset: number;
  limit: number;
}

/**
 * The member's lists of matches, each read in one prepared statement: the match list's page, the
 * start list, and what tells a kept one is still current (`version`, `listState`); always scoped
 * by club.
 */
export class MatchListsRepository {
  constructor(db: Db) {
    this.listQuery = MatchListsRepository.listQueryOf(db);
    this.listStateQuery = MatchListsRepository.listStateQueryOf(db);
    this.startListQuery = MatchListsRepository.startListQueryOf(db);
    this.versionQuery = db
      .select({
        // The match's own version, plus its sign-ups' bons (their number and their changes, which
        // only grow): a bon's writer never takes the match's row (migration 0026), so the
        // payments the start list shows are counted here.
        version: sql<string | null>`(select m.version + coalesce((select count(*) + sum(b.changes)
            from ${bons} b where b.club_id = m.club_id and b.context_id = m.id
             and b.subject_kind = 'match_registration'), 0) from ${matches} m
          where m.club_id = ${sql.placeholder('clubId')} and m.id = ${sql.placeholder('matchId')})`,
        is_gast: sql<boolean | null>`(select v.is_gast from ${memberships} v
          where v.club_id = ${sql.placeholder('clubId')} and v.id = ${sql.placeholder('relatieId')})`,
      })
      .from(sql`(select 1) as one`)
      .prepare('match_version');
  }

  private readonly versionQuery;

  /**
   * The match's version (null: no such match here) and whether the viewer is a guest (null: not
   * a member here), in one primary-key round trip: what a kept list of the match needs to know.
   */
  async version(
    clubId: number,
    matchId: number,
    relatieId: number,
  ): Promise<{ version: number | null; viewer?: { is_gast: boolean } }> {
    const [r] = await this.versionQuery.execute({ clubId, matchId, relatieId });
    const version = r?.version == null ? null : Number(r.version);
    return r?.is_gast == null ? { version } : { version, viewer: { is_gast: r.is_gast } };
  }

  private readonly startListQuery;

  /**
   * What the start list shows, read in one prepared statement: the match, its flights, the teams
   * in a flight (arrival order), their players with the members' names and handicaps, and the
   * viewer's own team. JSON text for the time columns, as `ListedMatch`.
   */
  private static startListQueryOf(db: Db) {
    const club = sql.placeholder('clubId');
    const match = sql.placeholder('matchId');
    return db
      .select({
        match: matchJson(club, match),
        flights: sql<
          (typeof matchFlights.$inferSelect)[]
        >`coalesce((select json_agg(f order by f.starttijd, f.nummer)
          from ${matchFlights} f where f.club_id = ${club} and f.match_id = ${match}), '[]'::json)`,
        teams: sql<MatchTeamRow[]>`coalesce((select json_agg(t order by t.volgnummer)
          from ${matchTeams} t where t.club_id = ${club} and t.match_id = ${match}
           and t.flight_id is not null), '[]'::json)`,
        regs: sql<
          RegistrationWithPerson[]
        >`coalesce((select json_agg(x order by x.team_id, x.position) from (
          select r.id, r.team_id, r.position, r.relatie_id, r.guest, r.guest_handicap_tenths,
                 r.category_id, r.tee_id, r.buggy, r.horeca, r.handicart, r.vroeglaat, r.opmerking,
                 p.roepnaam, p.voorletters, p.tussenvoegsel, p.achternaam, p.handicap_tenths,
                 p.geslacht
            from ${matchRegistrations} r
            join ${matchTeams} t on t.club_id = r.club_id and t.id = r.team_id
                              and t.flight_id is not null
            left join ${memberships} ms on ms.club_id = r.club_id and ms.id = r.relatie_id
            left join ${players} p on p.id = ms.player_id
           where r.club_id = ${club} and r.match_id = ${match}) x), '[]'::json)`,
        mine: sql<number | null>`(select r.team_id from ${matchRegistrations} r
          where r.club_id = ${club} and r.match_id = ${match}
            and r.relatie_id = ${sql.placeholder('relatieId')})`,
      })
      .from(sql`(select 1) as one`)
      .prepare('match_start_list');
  }

  /** The start list's data in one round trip (see `startListQueryOf`). */
  async startList(clubId: number, matchId: number, relatieId: number) {
    const [r] = await this.startListQuery.execute({ clubId, matchId, relatieId });
    return {
      match: r?.match ?? undefined,
      flights: r?.flights ?? [],
      teams: r?.teams ?? [],
      regs: r?.regs ?? [],
      mine: r?.mine == null ? undefined : { team_id: r.mine },
    };
  }

  /**
   * The match list's page, and the years (with `years`), as one prepared statement building one
   * JSON value: building a drizzle query per call and its round trips cost more than the query
   * (a page of 20 runs in < 1 ms). A filter left out is a null parameter.
   */
  private readonly listQuery;

  private static listQueryOf(db: Db) {
    return db
      .select({
        rows: sql<ListedMatch[]>`coalesce((select json_agg(p) from (
        select m.*, c.name as course_name
          from ${matches} m
          join ${courses} c on c.club_id = m.club_id and c.id = m.course_id
         where m.club_id = ${sql.placeholder('clubId')}
           and (${sql.placeholder('from')}::timestamp is null or m.aanvang >= ${sql.placeholder('from')}::timestamp)
           and (${sql.placeholder('to')}::timestamp is null or m.aanvang <= ${sql.placeholder('to')}::timestamp)
           and (${sql.placeholder('like')}::text is null
                or m.naam ilike ${sql.placeholder('like')}::text or c.name ilike ${sql.placeholder('like')}::text)
           and (not ${sql.placeholder('openOnly')}::boolean
                or (not m.verwerkt and m.inschrijvingsstart <= ${sql.placeholder('now')}::timestamp
                    and m.inschrijvingsstop >= ${sql.placeholder('now')}::timestamp))
         order by m.aanvang desc, m.id desc
         limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p), '[]'::json)`,
        years: sql<{ first: number | null; last: number | null } | null>`case
        when ${sql.placeholder('years')}::boolean then (
          select json_build_object('first', min(extract(year from y.aanvang))::int,
                                   'last', max(extract(year from y.aanvang))::int)
            from ${matches} y where y.club_id = ${sql.placeholder('clubId')}) end`,
      })
      .from(sql`(select 1) as one`)
      .prepare('match_list');
  }

  /**
   * What a kept page of the club's match list needs to know, in one round trip: a fingerprint of
   * all the club's matches (the sum of their versions, which only grow; their number, for one
   * deleted; the newest id, for one added) and the matches the viewer is signed up for.
   */
  private readonly listStateQuery;

  async listState(
    clubId: number,
    relatieId: number,
  ): Promise<{
    fingerprint: string;
    signedUp: ReadonlySet<number>;
    /** The matches where the viewer's sign-up is on the reserve list. */
    reserve: ReadonlySet<number>;
  }> {
    const [r] = await this.listStateQuery.execute({ clubId, relatieId });
    return {
      fingerprint: r?.fingerprint ?? '',
      signedUp: new Set(r?.signed_up ?? []),
      reserve: new Set(r?.reserve ?? []),
    };
  }

  private static listStateQueryOf(db: Db) {
    const club = sql.placeholder('clubId');
    return db
      .select({
        fingerprint: sql<string>`(select concat_ws(':', coalesce(sum(m.version), 0), count(*),
            coalesce(max(m.id), 0)) from ${matches} m where m.club_id = ${club})`,
        signed_up: sql<number[]>`(select coalesce(array_agg(distinct r.match_id), '{}')
            from ${matchRegistrations} r
           where r.club_id = ${club} and r.relatie_id = ${sql.placeholder('relatieId')})`,
        reserve: sql<number[]>`(select coalesce(array_agg(distinct r.match_id), '{}')
            from ${matchRegistrations} r
            join ${matchTeams} t on t.club_id = r.club_id and t.id = r.team_id
           where r.club_id = ${club} and r.relatie_id = ${sql.placeholder('relatieId')}
             and t.reservelijst)`,
      })
      .from(sql`(select 1) as one`)
      .prepare('match_list_state');
  }

  /**
   * A page of the club's matches, newest first, as anyone sees it (`listState` says which the
   * viewer is in); with `years`, the first and last year too.
   */
  async list(
    clubId: number,
    f: ListFilter,
    years = false,
  ): Promise<{ rows: ListedMatch[]; years: { first: number; last: number } | null }> {
    const [r] = await this.listQuery.execute({
      clubId,
      from: f.dateFrom ? `${f.dateFrom} 00:00` : null,
      to: f.dateTo ? `${f.dateTo} 23:59:59` : null,
      like: f.term ? `%${escapeLike(f.term)}%` : null,
      openOnly: f.openOnly,
      now: f.now,
      limit: f.limit,
      offset: f.offset,
      years,
    });
    const y = r?.years;
    return {
      rows: r?.rows ?? [],
      years:
        y && y.first !== null && y.last !== null
          ? { first: Number(y.first), last: Number(y.last) }
          : null,
    };
  }
}
