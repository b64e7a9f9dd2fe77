import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  matchCategories,
  matchFlights,
  matchProducts,
  matchRegistrations,
  matchTeams,
  matchTees,
  memberRoles,
  memberships,
  players,
  tees,
} from '../../db/schema';
import type { MemberRow } from '../members';
import { notFound, refusalError } from '../../errors';
import { Batches } from '../../lib/batches';
import { withinRequestTransaction } from '../../db/transaction';
import { matchJson, type MatchWithCourse, type NewRegistration } from './matches.repository';

/** What a sign-up is checked against (`MatchSignUpService.rowsFor`). */
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

/**
 * Sign-ups taken, changed and ended by the match's SQL functions (match_sign_up_together,
 * match_update_sign_up, match_sign_out; the field, the reserve list and the flights' room are
 * theirs), and the read a sign-up is checked against first; always scoped by club.
 */
export class MatchSignUpRepository {
  constructor(private readonly db: Db) {
    this.signUpReadQuery = MatchSignUpRepository.signUpReadQueryOf(db);
  }

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
            'password_hash', null, 'is_gast', ms.is_gast,
            'roles', coalesce((select json_agg(r.role order by r.role) from ${memberRoles} r
              where r.club_id = ms.club_id and r.relatie_id = ms.id), '[]'::json),
            'extra_veld_1', ms.extra_veld_1, 'deactivated', false))
          from ${memberships} ms join ${players} p on p.id = ms.player_id
         where ms.club_id = ${club} and ms.id = any(${sql.placeholder('memberIds')}::int[])
           -- A member who left the club is no one's team mate (MembersRepository.findActive).
           and ms.deactivated_at is null), '[]'::json)`,
      })
      .from(sql`(select 1) as one`)
      .prepare('match_sign_up_read');
  }

  /** Who made the sign-up from now on (its first player left the team alone). */
  async setSignedUpBy(clubId: number, teamId: number, relatieId: number) {
    await this.db
      .update(matchTeams)
      .set({ signed_up_by: relatieId })
      .where(and(eq(matchTeams.club_id, clubId), eq(matchTeams.id, teamId)));
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
}
