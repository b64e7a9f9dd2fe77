import {
  type MatchDetail,
  type MatchTee,
  type RegistrationResponse,
  type TeamPhcpResponse,
} from '@fairway/contract';
import {
  courseHandicap,
  formAllowances,
  playingHandicap,
  signOutOpen,
  teamPlayingHandicap,
  teeFor,
} from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import { notFound } from '../../errors';
import { tenthsToNumber } from '../../lib/tenths';
import { type MatchesRepository, wall } from './matches.repository';
import {
  formOf,
  toCategory,
  toFlight,
  toSummary,
  windowOf,
  yn,
  type StoredGuest,
} from './matches.mapper';
import { reservePlaces, type MatchReads } from './match-reads';
import type { MatchPriceService } from './match-price.service';

/**
 * One match as a member reads it (spec §2–§9 Matches): its details with the caller's bill, its
 * flights and categories, the caller's own sign-up and a team's playing handicaps. The rest of
 * the member's side is one service per job beside it: the lists (match-lists.service), the
 * sign-up and its update (match-sign-up.service), the sign-out (match-sign-out.service) and the
 * price and bon (match-price.service). The field and flights are held by the database
 * (MatchSignUpRepository's SQL functions); the rules of who may sign up with whom are the engine's
 * (packages/golf matches/).
 */
export class MatchesService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly reads: MatchReads,
    private readonly price: MatchPriceService,
  ) {}

  private async teesOf(clubId: number, matchId: number) {
    const rows = await this.repo.tees(clubId, matchId);
    const pick = (g: 'm' | 'v'): MatchTee[] =>
      rows
        .filter((t) => t.geslacht === g)
        .map(({ id, naam, kleur, inverse_kleur }) => ({ id, naam, kleur, inverse_kleur }));
    return { rows, wire: { m: pick('m'), v: pick('v') } };
  }

  /**
   * GET /api/wedstrijd/{id}: the match's page, and the member noted as having looked while
   * sign-up is open (who looked hears the day before it closes: modules/notifications). Only the
   * page itself notes it: the payment calls read the match through `get` and may refuse.
   */
  async view(auth: Auth, id: number): Promise<MatchDetail> {
    const detail = await this.get(auth, id);
    if (detail.inschrijvingsstop > (await this.reads.now(auth.clubId)))
      await this.reads.events.viewed(auth.clubId, id, auth.relatieId);
    return detail;
  }

  async get(auth: Auth, id: number): Promise<MatchDetail> {
    const m = await this.reads.match(auth, id);
    const now = await this.reads.now(auth.clubId);
    const [tees, categories, products, mine] = await Promise.all([
      this.teesOf(auth.clubId, id),
      this.repo.categories(auth.clubId, id),
      this.repo.products(auth.clubId, id),
      this.repo.registrationOf(auth.clubId, id, auth.relatieId),
    ]);
    const bon = mine ? await this.price.bon(auth, m, mine.team_id, products) : null;
    const uitgeschreven_terugbetaling = await this.price.signedOutRefund(auth, id, mine?.team_id);
    return {
      ...toSummary(m, { signedUp: mine !== undefined, reserve: mine?.reservelijst ?? false }, now),
      omschrijving: m.omschrijving,
      uitschrijven_tot: wall(m.uitschrijven_tot ?? m.inschrijvingsstop),
      inschrijvingsvorm: m.inschrijvingsvorm,
      aantal_gastspelers_inschrijven: m.aantal_gastspelers_inschrijven,
      direct_in_flight_inschrijven: yn(m.direct_in_flight_inschrijven),
      beschikbare_tees: tees.wire,
      categories: categories.map(toCategory),
      properties: { spelers_per_flight: m.spelers_per_flight },
      inschrijfgeld_cents: m.inschrijfgeld_cents,
      producten: products.map(({ id: pid, naam, prijs_cents }) => ({ id: pid, naam, prijs_cents })),
      reserves: m.reserves,
      bon,
      uitgeschreven_terugbetaling,
      can_sign_out: mine !== undefined && signOutOpen(windowOf(m), now),
      uitschrijven_restitutie: yn(m.uitschrijven_restitutie),
    };
  }

  async flights(auth: Auth, id: number) {
    const m = await this.reads.match(auth, id);
    const [flights, teams] = await Promise.all([
      this.repo.flights(auth.clubId, id),
      this.repo.teams(auth.clubId, id),
    ]);
    // The players seated in each flight, as flight_takes_players.sql counts them (a reserve-list
    // sign-up holds no flight).
    const players = (flightId: number) =>
      teams.filter((t) => t.flight_id === flightId).reduce((n, t) => n + t.spelers, 0);
    return flights.map((f) => toFlight({ ...f, players: players(f.id) }, m));
  }

  async categories(auth: Auth, id: number) {
    await this.reads.match(auth, id);
    return (await this.repo.categories(auth.clubId, id)).map(toCategory);
  }

  async registration(auth: Auth, id: number): Promise<RegistrationResponse> {
    await this.reads.match(auth, id);
    const mine = await this.repo.registrationOf(auth.clubId, id, auth.relatieId);
    const notSignedUp = {
      signed_up: false,
      inschrijfinfo: null,
      producten: [],
      team_members: [],
      team_id: null,
      flight_id: null,
      reservelijst: false,
      reserve_positie: null,
    };
    if (!mine) return notSignedUp;
    const [teams, regs, producten, see] = await Promise.all([
      this.repo.teams(auth.clubId, id),
      this.repo.registrations(auth.clubId, id, [mine.team_id]),
      this.repo.teamProducts(auth.clubId, mine.team_id),
      this.reads.seer(auth, id),
    ]);
    const team = teams.find((t) => t.id === mine.team_id);
    const me = regs.find((r) => r.relatie_id === auth.relatieId);
    // Signed out between the reads (another device, a team mate signing the team out).
    if (!team || !me) return notSignedUp;
    return {
      signed_up: true,
      inschrijfinfo: {
        buggy: me.buggy,
        handicart: me.handicart,
        horeca: me.horeca,
        opmerking: me.opmerking,
        category_id: me.category_id,
        vroeglaat: me.vroeglaat,
        tee_id: me.tee_id,
      },
      producten,
      team_members: regs.map((r) => ({
        ...see(r),
        geslacht: r.relatie_id === null ? ((r.guest as StoredGuest).gender ?? null) : r.geslacht,
      })),
      team_id: team.id,
      flight_id: team.flight_id,
      reservelijst: team.reservelijst,
      reserve_positie: reservePlaces(teams).get(team.id) ?? null,
    };
  }

  /** GET /api/team/{id}/phcp: each player's course and playing handicap, and the side's. */
  async teamPhcp(auth: Auth, teamId: number): Promise<TeamPhcpResponse> {
    const team = await this.repo.team(auth.clubId, teamId);
    if (!team) throw notFound('team');
    const m = await this.reads.match(auth, team.match_id);
    const [regs, see, tees] = await Promise.all([
      this.repo.registrations(auth.clubId, m.id, [team.id]),
      this.reads.seer(auth, m.id),
      this.repo.tees(auth.clubId, m.id),
    ]);
    const available = {
      m: tees.filter((x) => x.geslacht === 'm').map((x) => x.id),
      v: tees.filter((x) => x.geslacht === 'v').map((x) => x.id),
    };
    const form = formOf(m);
    const { perPlayer, allowances } = formAllowances(form, regs.length);
    const people = await Promise.all(
      regs.map(async (r) => {
        const seen = see(r);
        // A handicap the caller may not see is not given away through the ones made of it.
        const tenths =
          seen.handicap === null
            ? null
            : r.relatie_id === null
              ? r.guest_handicap_tenths
              : r.handicap_tenths;
        const gender =
          r.relatie_id === null ? ((r.guest as StoredGuest).gender ?? 'm') : (r.geslacht ?? 'm');
        // No tee asked at sign-up: the match's tee for the player's gender.
        const teeId = r.tee_id ?? teeFor(available, gender, null).teeId;
        const tee = teeId === null ? undefined : await this.repo.tee(auth.clubId, teeId);
        const ratings = tee
          ? gender === 'v'
            ? { courseRating: tee.cr_v_tenths / 10, slopeRating: tee.sr_v, par: tee.par_v }
            : { courseRating: tee.cr_m_tenths / 10, slopeRating: tee.sr_m, par: tee.par_m }
          : null;
        const own =
          ratings && tenths !== null
            ? courseHandicap({ handicapIndex: tenthsToNumber(tenths), ...ratings })
            : null;
        return { r, seen, tenths, ratings, own, teeId };
      }),
    );
    const each = allowances[0] ?? 100;
    const players = people.map(({ seen, tenths, ratings, own, teeId }) => ({
      id: seen.id,
      naam: seen.naam,
      handicap: tenths === null ? null : tenthsToNumber(tenths),
      tee_id: teeId,
      course_handicap: own,
      playing_handicap:
        ratings && tenths !== null && perPlayer
          ? playingHandicap({ handicapIndex: tenthsToNumber(tenths), ...ratings, allowance: each })
          : null,
    }));
    let side: number | null = null;
    const complete = people.every((p) => p.ratings && p.tenths !== null);
    if (!perPlayer && complete && people.length === allowances.length) {
      side = teamPlayingHandicap({
        players: people.map((p) => ({ handicapIndex: tenthsToNumber(p.tenths!), ...p.ratings! })),
        allowances,
      });
    }
    return {
      team_id: team.id,
      wedstrijd_id: m.id,
      wedstrijdvorm: form,
      allowances,
      players,
      team_playing_handicap: side,
    };
  }
}
