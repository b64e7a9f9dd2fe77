import {
  MATCH_REFUSAL,
  type MatchPlayer,
  type SignUpRequestParsed,
  type SignUpResponse,
} from '@fairway/contract';
import {
  categoryOpenTo,
  guestHandicapInRange,
  guestMissingFields,
  membersMayBeNamed,
  playersProblem,
  signUpOpen,
  teeFor,
  toTenths,
} from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { MemberRow, MembersRepository, PersonVisibility } from '../members';
import { notFound } from '../../errors';
import { NO_KEY, type IdempotencyHandle } from '../idempotency';
import {
  type MatchesRepository,
  type MatchWithCourse,
  type NewRegistration,
  type RegistrationWithPerson,
} from './matches.repository';
import type { MatchSignUpRepository, SignUpRead } from './match-sign-up.repository';
import { toPlayer, windowOf } from './matches.mapper';
import { NO_FIELDS, OWN_GUEST, refuse, reservePlaces, type MatchReads } from './match-reads';
import type { MatchPriceService } from './match-price.service';

/**
 * A member's sign-up (spec §5): checked against the match and the engine's rules, then taken by
 * the database (MatchSignUpRepository's SQL functions); its update by who made it.
 */
export class MatchSignUpService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly signUpRepo: MatchSignUpRepository,
    private readonly members: MembersRepository,
    private readonly clock: () => Date,
    private readonly visibility: PersonVisibility,
    private readonly reads: MatchReads,
    private readonly price: MatchPriceService,
  ) {}

  /** What `rowsFor` checks a sign-up against, read query by query (the update's way). */
  private async signUpReadOf(
    auth: Auth,
    matchId: number,
    body: SignUpRequestParsed,
  ): Promise<SignUpRead> {
    const ids = [
      auth.relatieId,
      ...body.players.flatMap((p) => ('member_id' in p ? [p.member_id] : [])),
    ];
    const [tees, categories, flights, products, members] = await Promise.all([
      this.repo.tees(auth.clubId, matchId),
      this.repo.categories(auth.clubId, matchId),
      this.repo.flights(auth.clubId, matchId),
      this.repo.products(auth.clubId, matchId),
      Promise.all(ids.map((id) => this.members.findActive(auth.clubId, id))),
    ]);
    return {
      tees,
      categories,
      flights,
      products,
      members: new Map(members.flatMap((r) => (r ? [[r.relatie_id, r] as const] : []))),
    };
  }

  /**
   * Checks a sign-up or update against the match (spec §5) and builds its rows: the caller
   * first, then the team mates and guests in the order given. Nothing is written here.
   */
  private async rowsFor(
    auth: Auth,
    m: MatchWithCourse,
    body: SignUpRequestParsed,
    known?: SignUpRead,
  ): Promise<{
    rows: NewRegistration[];
    flightId: number | null;
    /** The members among the players, as read for the checks. */
    members: Map<number, MemberRow>;
  }> {
    const problem = playersProblem(
      {
        spelers: m.spelers,
        aantal_gastspelers_inschrijven: m.aantal_gastspelers_inschrijven,
        inschrijvingsvorm: m.inschrijvingsvorm,
      },
      body.players.length,
    );
    if (problem) throw refuse(problem, 'players');
    if (!membersMayBeNamed(m)) {
      const named = body.players.flatMap((p, i) =>
        'member_id' in p
          ? [{ field: `players.${i}.member_id`, message: MATCH_REFUSAL.MATCH_GUESTS_ONLY }]
          : [],
      );
      if (named.length > 0) throw refuse('MATCH_GUESTS_ONLY', undefined, named);
    }

    const {
      tees,
      categories,
      flights,
      products,
      members: read,
    } = known ?? (await this.signUpReadOf(auth, m.id, body));

    const me = read.get(auth.relatieId);
    if (!me) throw notFound('member');

    // Category (spec §5: required when the match has categories), one the member fits.
    let categoryId: number | null = null;
    if (categories.length > 0) {
      if (body.category_id === null || body.category_id === undefined)
        throw refuse('MATCH_CATEGORY_REQUIRED', 'category_id');
      const category = categories.find((c) => c.id === body.category_id);
      if (
        !category ||
        !categoryOpenTo(
          m,
          {
            handicap_min: category.handicap_min_tenths,
            handicap_max: category.handicap_max_tenths,
            geslacht: category.geslacht,
          },
          { handicap: me.handicap_tenths, geslacht: me.geslacht },
        )
      )
        throw refuse('MATCH_CATEGORY_INVALID', 'category_id');
      categoryId = category.id;
    } else if (body.category_id !== null && body.category_id !== undefined) {
      throw refuse('MATCH_CATEGORY_INVALID', 'category_id');
    }

    // Flight (spec §5: required with direct flight sign-up).
    let flightId: number | null = null;
    if (m.direct_in_flight_inschrijven) {
      if (body.flight_id === null || body.flight_id === undefined)
        throw refuse('MATCH_FLIGHT_REQUIRED', 'flight_id');
      const flight = flights.find((f) => f.id === body.flight_id);
      if (!flight) throw refuse('MATCH_FLIGHT_INVALID', 'flight_id');
      flightId = flight.id;
    } else if (body.flight_id !== null && body.flight_id !== undefined) {
      throw refuse('MATCH_FLIGHT_INVALID', 'flight_id');
    }

    for (const p of body.producten) {
      if (!products.some((x) => x.id === p.id)) throw refuse('MATCH_PRODUCT_INVALID', 'producten');
    }

    const available = {
      m: tees.filter((t) => t.geslacht === 'm').map((t) => t.id),
      v: tees.filter((t) => t.geslacht === 'v').map((t) => t.id),
    };
    const mine = teeFor(available, me.geslacht, body.tee_id);
    if (mine.refused) throw refuse('MATCH_TEE_NOT_AVAILABLE', 'tee_id');
    const members = new Map<number, MemberRow>([[me.relatie_id, me]]);
    // A tee is stored only as asked: none asked (null) is the match's tee for the player's
    // gender whenever it is read (teamPhcp; the committee's cards), so a later sign-up form
    // still shows "default tee" and follows the match's tees. Team mates and guests play from
    // the caller's tee when it is theirs, else from their default.
    const asked = body.tee_id ?? null;
    const teeOf = (gender: 'm' | 'v') => {
      if (asked === null) return null;
      const t = teeFor(available, gender, asked);
      return t.refused ? null : t.teeId;
    };

    const info = {
      category_id: categoryId,
      buggy: body.preferences.buggy,
      horeca: body.preferences.horeca,
      handicart: body.preferences.handicart,
      vroeglaat: body.preferences.start_game,
      opmerking: body.comment,
    };
    const rows: NewRegistration[] = [
      {
        ...info,
        position: 0,
        relatie_id: auth.relatieId,
        guest: null,
        guest_handicap_tenths: null,
        tee_id: asked,
      },
    ];
    const seen = new Set<number>([auth.relatieId]);
    for (const [i, p] of body.players.entries()) {
      if ('member_id' in p) {
        if (seen.has(p.member_id)) throw refuse('MATCH_PLAYER_TWICE', 'players');
        seen.add(p.member_id);
        const mate = read.get(p.member_id);
        if (!mate) throw refuse('MATCH_PLAYER_UNKNOWN', 'players');
        members.set(mate.relatie_id, mate);
        rows.push({
          ...info,
          position: i + 1,
          relatie_id: mate.relatie_id,
          guest: null,
          guest_handicap_tenths: null,
          tee_id: teeOf(mate.geslacht),
        });
      } else {
        const missing = guestMissingFields(p.guest);
        if (missing.length > 0)
          throw refuse(
            'MATCH_GUEST_INCOMPLETE',
            undefined,
            missing.map((f) => ({ field: `players.${i}.guest.${f}`, message: `${f} is required` })),
          );
        const handicap = p.guest.handicap!;
        if (!guestHandicapInRange(handicap))
          throw refuse('MATCH_GUEST_HANDICAP', `players.${i}.guest.handicap`);
        const gender = p.guest.gender!;
        rows.push({
          ...info,
          position: i + 1,
          relatie_id: null,
          guest: { ...p.guest, lastname: p.guest.lastname!.trim() },
          guest_handicap_tenths: toTenths(handicap),
          tee_id: teeOf(gender),
        });
      }
    }
    return { rows, flightId, members };
  }

  private async signUpAnswer(
    auth: Auth,
    matchId: number,
    teamId: number,
    msg: string,
  ): Promise<SignUpResponse> {
    const teams = await this.repo.teams(auth.clubId, matchId);
    const team = teams.find((t) => t.id === teamId)!;
    const place = reservePlaces(teams).get(teamId) ?? null;
    const [regs, see] = await Promise.all([
      this.repo.registrations(auth.clubId, matchId, [teamId]),
      this.reads.seer(auth, matchId),
    ]);
    const own = regs.find((r) => r.relatie_id === auth.relatieId);
    const ordered: RegistrationWithPerson[] = own ? [own, ...regs.filter((r) => r !== own)] : regs;
    return {
      status: 'success',
      msg: team.reservelijst ? 'RESERVE_LIST' : msg,
      team_id: teamId,
      flight_id: team.flight_id,
      players: ordered.map((r) => ({
        ...see(r),
        reservelijst: team.reservelijst,
        reserve_positie: place,
      })),
    };
  }

  /**
   * POST /api/wedstrijd/{id}/inschrijven. Everything is checked and read before match_sign_up,
   * which claims the Idempotency-Key and takes the place in one statement: the match's row (the
   * queue of the opening rush) is held only while the place is taken, and the answer is built
   * from what was read before and what the statement answered, with no read-back.
   */
  async signUp(
    auth: Auth,
    id: number,
    body: SignUpRequestParsed,
    idempotency: IdempotencyHandle = NO_KEY,
  ): Promise<SignUpResponse> {
    // The match, whether the caller is signed up already, its tees, categories, flights and
    // products, and the caller and their team mates: one prepared statement, one round trip.
    const mateIds = body.players.flatMap((p) => ('member_id' in p ? [p.member_id] : []));
    const [read, now] = await Promise.all([
      this.signUpRepo.signUpRead(auth.clubId, id, [auth.relatieId, ...mateIds], auth.relatieId),
      this.reads.now(auth.clubId),
    ]);
    const m = read.match;
    if (!m) throw notFound('match');
    if (!signUpOpen(windowOf(m), now)) throw refuse('MATCH_SIGN_UP_CLOSED');
    if (read.signedUp) throw refuse('MATCH_ALREADY_SIGNED_UP');
    const me = read.members.get(auth.relatieId);
    const [{ rows, flightId, members }, policy] = await Promise.all([
      this.rowsFor(auth, m, body, read),
      this.visibility.policy(auth, me),
    ]);
    const r = await this.signUpRepo.signUp({
      clubId: auth.clubId,
      matchId: id,
      flightId,
      by: auth.relatieId,
      now: this.clock(),
      wall: now,
      rows,
      products: body.producten,
      claim: idempotency.key,
    });
    idempotency.claimed();
    if (r === 'key-taken') idempotency.taken();
    idempotency.committed();
    // The caller's own sign-up, seen as seer() sees it: the guests as typed, members as a booking.
    const see = (row: NewRegistration): MatchPlayer => {
      const person = row.relatie_id === null ? undefined : members.get(row.relatie_id);
      const shown = {
        ...row,
        roepnaam: person?.roepnaam ?? null,
        voorletters: person?.voorletters ?? null,
        tussenvoegsel: person?.tussenvoegsel ?? null,
        achternaam: person?.achternaam ?? null,
        handicap_tenths: person?.handicap_tenths ?? null,
      };
      if (row.relatie_id === null) return toPlayer(shown, auth.relatieId, OWN_GUEST);
      return toPlayer(shown, auth.relatieId, policy('booking', row.relatie_id) ?? NO_FIELDS);
    };
    const place = r.in_field ? null : r.reserve_positie;
    return {
      status: 'success',
      msg: r.in_field ? 'SIGNED_UP' : 'RESERVE_LIST',
      team_id: r.team_id,
      flight_id: r.flight_id,
      players: rows.map((row) => ({
        ...see(row),
        reservelijst: !r.in_field,
        reserve_positie: place,
      })),
    };
  }

  /**
   * The answer of a sign-up whose key committed with it but whose answer was not stored (the
   * server stopped in between): the caller's sign-up as it stands now.
   */
  async signedUpWithKey(auth: Auth, id: number): Promise<SignUpResponse> {
    const mine = await this.repo.registrationOf(auth.clubId, id, auth.relatieId);
    if (!mine) throw refuse('MATCH_NOT_SIGNED_UP');
    return this.signUpAnswer(auth, id, mine.team_id, 'SIGNED_UP');
  }

  async update(auth: Auth, id: number, body: SignUpRequestParsed): Promise<SignUpResponse> {
    const m = await this.reads.match(auth, id);
    const now = await this.reads.now(auth.clubId);
    if (!signUpOpen(windowOf(m), now)) throw refuse('MATCH_SIGN_UP_CLOSED');
    const { team, leader } = await this.reads.ownTeam(auth, id);
    if (!leader) throw refuse('MATCH_NOT_TEAM_LEADER');
    const { rows, flightId } = await this.rowsFor(auth, m, body);
    // One transaction with what it starts: reserves a smaller sign-up moved up hear it, and its
    // bon takes the new price (or the update is refused) with it.
    await this.repo.atomically(async () => {
      const before = await this.price.priceOf(auth.clubId, m, team.id);
      const reserves = await this.reads.reserveTeams(auth.clubId, m);
      await this.signUpRepo.updateSignUp({
        clubId: auth.clubId,
        matchId: id,
        teamId: team.id,
        flightId,
        now: this.clock(),
        wall: now,
        rows,
        products: body.producten,
      });
      await this.price.keepPaidPrice(auth.clubId, m, team.id, before);
      if (reserves.length)
        await this.reads.events.reservesMoved(this.repo.db, auth.clubId, id, reserves);
    });
    return this.signUpAnswer(auth, id, team.id, 'UPDATED');
  }
}
