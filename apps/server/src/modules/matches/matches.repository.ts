import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  bons,
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
  tees,
  type MatchRow,
  type MatchTeamRow,
} from '../../db/schema';
import { escapeLike } from '../club/club.repository';
import type { MemberRow } from '../members/members.repository';
import { notFound, refusalError } from '../../errors';
import { Batches } from '../../lib/batches';
import { inRequestTransaction, withinRequestTransaction } from '../../db/transaction';

/** A match with its course's name. */
export type MatchWithCourse = MatchRow & { course_name: string };

/**
 * A match of the list as PostgreSQL's JSON gives it: its time columns are text, as the mapper
 * reads them ('YYYY-MM-DDTHH:mm:ss', see `wall`); the others the mapper does not read.
 */
export type ListedMatch = MatchWithCourse;

/** A player of a sign-up with the member's name and handicap, or the guest. */
export interface RegistrationWithPerson {
  id: number;
  team_id: number;
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
  roepnaam: string | null;
  voorletters: string | null;
  tussenvoegsel: string | null;
  achternaam: string | null;
  handicap_tenths: number | null;
  geslacht: 'm' | 'v' | null;
}

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

export interface ListFilter {
  openOnly: boolean;
  now: string;
  term?: string;
  dateFrom?: string;
  dateTo?: string;
  offset: number;
  limit: number;
}

/** What a sign-up is checked against (`MatchesService.rowsFor`). */
export interface SignUpRead {
  tees: { geslacht: 'm' | 'v'; id: number }[];
  /** With the bounds a member who signs up must fit (index in tenths, gender). */
  categories: {
    id: number;
    handicap_min_tenths: number | null;
    handicap_max_tenths: number | null;
    geslacht: 'm' | 'v' | null;
  }[];
  flights: { id: number }[];
  products: { id: number; prijs_cents: number }[];
  /** The caller and the team mates asked for who are members of the club, by relatie id. */
  members: Map<number, MemberRow>;
}

/** What match_sign_up_together answers for a sign-up: where the new team stands. */
export interface SignedUp {
  team_id: number;
  in_field: boolean;
  flight_id: number | null;
  /** Its place on the reserve list (1 first); null in the field. */
  reserve_positie: number | null;
}

/** One caller's read before a sign-up (`signUpRead`). */
interface SignUpReadItem {
  clubId: number;
  matchId: number;
  memberIds: number[];
  relatieId: number;
}

/** What one statement reads for the sign-ups of a batch: the match's, and all callers'. */
interface SignUpReadRow {
  match: MatchWithCourse | null;
  /** The callers among them already signed up. */
  signed_up: number[];
  tees: SignUpRead['tees'];
  categories: SignUpRead['categories'];
  flights: SignUpRead['flights'];
  products: SignUpRead['products'];
  /** All callers' members of the batch, by relatie id: each caller is given only their own. */
  members: Map<number, MemberRow>;
}

/** One sign-up for match_sign_up_together. */
export interface SignUpItem {
  clubId: number;
  matchId: number;
  flightId: number | null;
  by: number;
  now: Date;
  /** The club's wall clock, 'YYYY-MM-DD HH:mm'. */
  wall: string;
  rows: NewRegistration[];
  products: { id: number; aantal: number }[];
  claim: { key: string; request_hash: string } | null;
}

/** A sign-up's answer in its batch: its place, its refusal, or the error it alone met. */
type SignUpOutcome = SignedUp | { refusal: string } | { failed: unknown };

const itemJson = (a: SignUpItem) => ({
  flight: a.flightId,
  by: a.by,
  now: a.now.toISOString(),
  wall: a.wall,
  rows: a.rows,
  products: a.products,
  key: a.claim?.key ?? null,
  key_hash: a.claim?.request_hash ?? null,
});

/**
 * The match with its course's name as one JSON value (time columns as text, see `wall`), for the
 * statements that read it with its lists.
 */
const matchJson = (club: SQLWrapper, match: SQLWrapper) =>
  sql<MatchWithCourse | null>`(select to_jsonb(m) || jsonb_build_object('course_name', c.name)
    from ${matches} m join ${courses} c on c.club_id = m.club_id and c.id = m.course_id
   where m.club_id = ${club} and m.id = ${match})`;

/** The error code the match functions raise with {"refusal": CODE} as the message. */
const REFUSED = 'FM001';

function raisedRefusal(err: unknown): string | null {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === REFUSED && typeof message === 'string')
      return (JSON.parse(message) as { refusal: string }).refusal;
  }
  return null;
}

/**
 * Whether PostgreSQL refused the statement for what it was given: a constraint (SQLSTATE class
 * 23) or a value (class 22, a data exception), not for the connection or the server.
 */
function refusedForData(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && (code.startsWith('23') || code.startsWith('22'))) return true;
  }
  return false;
}

const firstResult = (r: unknown): unknown => (r as { rows: { result: unknown }[] }).rows[0]!.result;

/** A wall-clock column as 'YYYY-MM-DD HH:mm'. */
export const wall = (v: string): string => v.replace('T', ' ').slice(0, 16);

/** Matches, their sign-ups and results; always scoped by club. */
export class MatchesRepository {
  constructor(private readonly db: Db) {
    this.listQuery = MatchesRepository.listQueryOf(db);
    this.listStateQuery = MatchesRepository.listStateQueryOf(db);
    this.signUpReadQuery = MatchesRepository.signUpReadQueryOf(db);
    this.startListQuery = MatchesRepository.startListQueryOf(db);
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

  private readonly signUpReadQuery;

  /**
   * Everything a sign-up is checked against before it is taken: the match, whether the caller is
   * signed up already, its tees, categories, flights and products, and the members `memberIds`
   * (the caller and the team mates) with their players. The reads of one match that arrive while
   * one is running go together (`signUpReads`): in the opening rush every statement here is a
   * pool connection the calls queue for, and the match's lists are the same for all of them.
   */
  async signUpRead(
    clubId: number,
    matchId: number,
    memberIds: number[],
    relatieId: number,
  ): Promise<SignUpRead & { match: MatchWithCourse | undefined; signedUp: boolean }> {
    const r = await this.signUpReads.submit(`${clubId}:${matchId}`, {
      clubId,
      matchId,
      memberIds,
      relatieId,
    });
    return {
      match: r.match ?? undefined,
      signedUp: r.signed_up.includes(relatieId),
      tees: r.tees,
      categories: r.categories,
      flights: r.flights,
      products: r.products,
      members: new Map(
        memberIds.flatMap((id) => {
          const m = r.members.get(id);
          return m ? [[id, m] as const] : [];
        }),
      ),
    };
  }

  private readonly signUpReads = new Batches<SignUpReadItem, SignUpReadRow>(
    async (items) => {
      const { clubId, matchId } = items[0]!;
      const [r] = await this.signUpReadQuery.execute({
        clubId,
        matchId,
        relatieIds: items.map((i) => i.relatieId),
        memberIds: [...new Set(items.flatMap((i) => i.memberIds))],
      });
      const row: SignUpReadRow = {
        match: r?.match ?? null,
        signed_up: r?.signed_up ?? [],
        tees: r?.tees ?? [],
        categories: r?.categories ?? [],
        flights: r?.flights ?? [],
        products: r?.products ?? [],
        members: new Map((r?.members ?? []).map((m) => [m.relatie_id, m])),
      };
      return items.map(() => row);
    },
    { alone: withinRequestTransaction },
  );

  private static signUpReadQueryOf(db: Db) {
    const club = sql.placeholder('clubId');
    const match = sql.placeholder('matchId');
    return db
      .select({
        match: matchJson(club, match),
        signed_up: sql<number[]>`coalesce((select array_agg(r.relatie_id)
          from ${matchRegistrations} r
          where r.club_id = ${club} and r.match_id = ${match}
            and r.relatie_id = any(${sql.placeholder('relatieIds')}::int[])), '{}')`,
        tees: sql<SignUpRead['tees']>`coalesce((select json_agg(json_build_object(
            'geslacht', mt.geslacht, 'id', mt.tee_id) order by mt.position, mt.tee_id)
          from ${matchTees} mt join ${tees} t on t.club_id = mt.club_id and t.id = mt.tee_id
         where mt.club_id = ${club} and mt.match_id = ${match}), '[]'::json)`,
        categories: sql<SignUpRead['categories']>`coalesce((select json_agg(json_build_object(
            'id', c.id, 'handicap_min_tenths', c.handicap_min_tenths,
            'handicap_max_tenths', c.handicap_max_tenths, 'geslacht', c.geslacht)
            order by c.position, c.id)
          from ${matchCategories} c where c.club_id = ${club} and c.match_id = ${match}), '[]'::json)`,
        flights: sql<SignUpRead['flights']>`coalesce((select json_agg(json_build_object(
            'id', f.id) order by f.starttijd, f.nummer)
          from ${matchFlights} f where f.club_id = ${club} and f.match_id = ${match}), '[]'::json)`,
        products: sql<SignUpRead['products']>`coalesce((select json_agg(json_build_object(
            'id', p.id, 'prijs_cents', p.prijs_cents) order by p.position, p.id)
          from ${matchProducts} p where p.club_id = ${club} and p.match_id = ${match}), '[]'::json)`,
        // As MembersRepository reads a member, but for the password's hash (not needed here).
        members: sql<MemberRow[]>`coalesce((select json_agg(to_jsonb(p) || jsonb_build_object(
            'relatie_id', ms.id, 'club_id', ms.club_id, 'username', ms.username,
            'password_hash', null, 'is_gast', ms.is_gast, 'role', ms.role,
            'extra_veld_1', ms.extra_veld_1))
          from ${memberships} ms join ${players} p on p.id = ms.player_id
         where ms.club_id = ${club} and ms.id = any(${sql.placeholder('memberIds')}::int[])), '[]'::json)`,
      })
      .from(sql`(select 1) as one`)
      .prepare('match_sign_up_read');
  }

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

  private async call(query: SQL): Promise<unknown> {
    try {
      return firstResult(await this.db.execute(query));
    } catch (err) {
      const refusal = raisedRefusal(err);
      if (!refusal) throw err;
      if (refusal === 'NOT_FOUND') throw notFound('match');
      throw refusalError(refusal);
    }
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

  async find(clubId: number, id: number): Promise<MatchWithCourse | undefined> {
    const [r] = await this.db
      .select({ match: matches, course_name: courses.name })
      .from(matches)
      .innerJoin(
        courses,
        and(eq(courses.club_id, matches.club_id), eq(courses.id, matches.course_id)),
      )
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
      .innerJoin(tees, and(eq(tees.club_id, matchTees.club_id), eq(tees.id, matchTees.tee_id)))
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

  /** Who made the sign-up from now on (its first player left the team alone). */
  async setSignedUpBy(clubId: number, teamId: number, relatieId: number) {
    await this.db
      .update(matchTeams)
      .set({ signed_up_by: relatieId })
      .where(and(eq(matchTeams.club_id, clubId), eq(matchTeams.id, teamId)));
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
        and(
          eq(memberships.club_id, matchRegistrations.club_id),
          eq(memberships.id, matchRegistrations.relatie_id),
        ),
      )
      .leftJoin(players, eq(players.id, memberships.player_id))
      .where(and(...where))
      .orderBy(asc(matchRegistrations.team_id), asc(matchRegistrations.position));
  }

  /** The member's registration in the match, if any, and whether it is on the reserve list. */
  async registrationOf(clubId: number, matchId: number, relatieId: number) {
    const [r] = await this.db
      .select({ team_id: matchRegistrations.team_id, reservelijst: matchTeams.reservelijst })
      .from(matchRegistrations)
      .innerJoin(
        matchTeams,
        and(
          eq(matchTeams.club_id, matchRegistrations.club_id),
          eq(matchTeams.id, matchRegistrations.team_id),
        ),
      )
      .where(
        and(
          eq(matchRegistrations.club_id, clubId),
          eq(matchRegistrations.match_id, matchId),
          eq(matchRegistrations.relatie_id, relatieId),
        ),
      );
    return r;
  }

  results(clubId: number, matchId: number) {
    return this.db
      .select()
      .from(matchResults)
      .where(and(eq(matchResults.club_id, clubId), eq(matchResults.match_id, matchId)))
      .orderBy(asc(matchResults.category_id), asc(matchResults.positie), asc(matchResults.team_id));
  }

  /**
   * A sign-up: its Idempotency-Key claimed (`claim`) and its place taken in one statement, its
   * own transaction, together with the other sign-ups of the match that arrive while one is in
   * the database (`signUpsTogether`). 'key-taken': the key was claimed before.
   */
  async signUp(a: SignUpItem): Promise<SignedUp | 'key-taken'> {
    const outcome = await this.signUps.submit(`${a.clubId}:${a.matchId}`, a);
    if ('failed' in outcome) throw outcome.failed;
    if ('refusal' in outcome) {
      if (outcome.refusal === 'key') return 'key-taken';
      if (outcome.refusal === 'NOT_FOUND') throw notFound('match');
      throw refusalError(outcome.refusal);
    }
    return outcome;
  }

  /** The sign-ups of one match waiting for the one in the database (Batches). */
  private readonly signUps = new Batches<SignUpItem, SignUpOutcome>(
    (items) => this.signUpsTogether(items),
    // Inside a request's transaction a sign-up is that transaction's, not a batch's.
    { alone: withinRequestTransaction },
  );

  /**
   * match_sign_up_together (migration match_sign_up_together): the match's row taken and written
   * once for the batch, each sign-up answered on its own. A refusal of the whole match (it is
   * not there) is each one's. A batch refused for its data (a constraint: a category deleted since
   * it was read, say) goes again one by one, in the same order, so that only the one at fault fails.
   */
  private async signUpsTogether(items: SignUpItem[]): Promise<SignUpOutcome[]> {
    const { clubId, matchId } = items[0]!;
    try {
      return firstResult(
        await this.db.execute(sql`select match_sign_up_together(${clubId}, ${matchId},
          ${JSON.stringify(items.map(itemJson))}::jsonb) as result`),
      ) as SignUpOutcome[];
    } catch (err) {
      const refusal = raisedRefusal(err);
      if (refusal) return items.map(() => ({ refusal }));
      if (items.length === 1 || !refusedForData(err)) throw err;
      const one: SignUpOutcome[] = [];
      for (const item of items) {
        try {
          one.push(...(await this.signUpsTogether([item])));
        } catch (e) {
          one.push({ failed: e });
        }
      }
      return one;
    }
  }

  /** match_update_sign_up: the sign-up as it should be after the update. */
  async updateSignUp(a: {
    clubId: number;
    matchId: number;
    teamId: number;
    flightId: number | null;
    now: Date;
    wall: string;
    rows: NewRegistration[];
    products: { id: number; aantal: number }[];
  }): Promise<{ team_id: number; in_field: boolean; flight_id: number | null }> {
    return (await this.call(sql`select match_update_sign_up(${a.clubId}, ${a.matchId}, ${a.teamId},
      ${a.flightId}, ${a.now.toISOString()}::timestamptz, ${a.wall}::timestamp,
      ${JSON.stringify(a.rows)}::jsonb, ${JSON.stringify(a.products)}::jsonb) as result`)) as {
      team_id: number;
      in_field: boolean;
      flight_id: number | null;
    };
  }

  /** match_sign_out: `memberId` null takes the whole team out. */
  async signOut(a: {
    clubId: number;
    matchId: number;
    teamId: number;
    memberId: number | null;
    wall: string;
  }): Promise<{ promoted: number }> {
    return (await this.call(sql`select match_sign_out(${a.clubId}, ${a.matchId}, ${a.teamId},
      ${a.memberId}, ${a.wall}::timestamp) as result`)) as { promoted: number };
  }
}
