import {
  MATCH_PAGE_SIZE,
  MATCH_REFUSAL,
  MatchListResponse,
  StartListResponse,
  type EntryListResponse,
  type MatchBon,
  type MatchDetail,
  type MatchListQuery,
  type MatchPlayer,
  type MatchRefusal,
  type MatchTeamWire,
  type MatchTee,
  type RegistrationResponse,
  type ResultsResponse,
  type SignOutResponse,
  type SignUpRequestParsed,
  type SignUpResponse,
  type TeamPhcpResponse,
} from '@fairway/contract';
import {
  DEFAULT_CLUB_TIME_ZONE,
  categoryOpenTo,
  clubDateTime,
  courseHandicap,
  formAllowances,
  guestHandicapInRange,
  guestMissingFields,
  membersMayBeNamed,
  playersProblem,
  playingHandicap,
  signOutOpen,
  signUpOpen,
  teamPlayingHandicap,
  teeFor,
  toTenths,
  wallTime,
} from '@fairway/golf';
import { LRUCache } from 'lru-cache';
import type { Auth } from '../auth/auth.service';
import type { ClubRepository } from '../club/club.repository';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import { paymentStateShown } from '../members/member-privacy';
import type { PersonVisibility } from '../members/person-visibility';
import { AppError, notFound } from '../../errors';
import { tenthsToNumber } from '../../lib/tenths';
import type { MatchTeamRow } from '../../db/schema';
import type { PaymentsService } from '../payments/payments.service';
import { NO_KEY, type IdempotencyHandle } from '../idempotency/idempotency-handle';
import {
  type MatchesRepository,
  type ListedMatch,
  type MatchWithCourse,
  type NewRegistration,
  type RegistrationWithPerson,
  type SignUpRead,
  wall,
} from './matches.repository';
import {
  formOf,
  toCategory,
  toFlight,
  toPlayer,
  toSummary,
  windowOf,
  yn,
  type StoredGuest,
} from './matches.mapper';

const refuse = (
  code: MatchRefusal,
  field?: string,
  fields?: { field: string; message: string }[],
) =>
  new AppError(
    code,
    MATCH_REFUSAL[code],
    fields ?? (field ? [{ field, message: MATCH_REFUSAL[code] }] : undefined),
  );

const NO_FIELDS: ReadonlySet<never> = new Set();
const OWN_GUEST: ReadonlySet<'name' | 'handicap'> = new Set(['name', 'handicap']);

/** Answers of one kept list serialised for kinds of viewer before they are dropped. */
const KEPT_BODIES = 64;

/** Reserve-list places (1 first) of a match's teams, in arrival order. */
function reservePlaces(teams: MatchTeamRow[]): Map<number, number> {
  const places = new Map<number, number>();
  for (const t of teams) if (t.reservelijst) places.set(t.id, places.size + 1);
  return places;
}

/** What matches ask of the payments module: the sign-ups' bons (subject 'match_registration'). */
export type MatchPayments = Pick<
  PaymentsService,
  | 'bonForSubject'
  | 'list'
  | 'openBon'
  | 'refund'
  | 'withdraw'
  | 'refundShare'
  | 'changePayer'
  | 'memberBonsIn'
>;

/** The name of a player's share of a team's bon (what is given back when they leave it). */
const playerShare = (relatieId: number) => `player:${relatieId}`;

/** Bon states from which the one who made the sign-up can start a payment. */
const PAYABLE_STATES: MatchBon['status'][] = ['open', 'failed', 'expired', 'cancelled'];

/**
 * The member's side of matches (spec §2–§9 Matches): the list, a match and its lists, the
 * sign-up, its update and the sign-out. The field and flights are held by the database
 * (MatchesRepository's SQL functions); the rules of who may sign up with whom are the engine's
 * (packages/golf matches/); this service reads the club's clock and puts them together.
 */
export class MatchesService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly clubs: ClubRepository,
    private readonly members: MembersRepository,
    private readonly clock: () => Date,
    private readonly visibility: PersonVisibility,
    private readonly payments: MatchPayments | null = null,
  ) {}

  /** Start lists read, per club and match, with their version and serialised answers. */
  private readonly startLists = new LRUCache<
    string,
    {
      version: number;
      read: Awaited<ReturnType<MatchesRepository['startList']>>;
      bodies: Map<string, string>;
    }
  >({ max: 500 });

  /** Match-list pages read, per club, filters and club minute, with the club's fingerprint. */
  private readonly matchLists = new LRUCache<
    string,
    {
      fingerprint: string;
      rows: ListedMatch[];
      years: { first: number; last: number } | null;
      bodies: Map<string, string>;
    }
  >({ max: 1_000 });

  /**
   * The players of this match as the caller may see them (member-privacy.ts): their own sign-up
   * as the players of their booking, everyone else as the match's lists show people.
   */
  private async seer(
    auth: Auth,
    matchId: number,
    known?: { mine: { team_id: number } | undefined },
    viewer?: { is_gast: boolean },
  ): Promise<(r: RegistrationWithPerson) => MatchPlayer> {
    const [policy, mine] = await Promise.all([
      this.visibility.policy(auth, viewer),
      known ? known.mine : this.repo.registrationOf(auth.clubId, matchId, auth.relatieId),
    ]);
    return (r) => {
      const own = mine !== undefined && r.team_id === mine.team_id;
      // The guests the caller brought are what they typed in themselves (the sign-up form edits them).
      if (own && r.relatie_id === null) return toPlayer(r, auth.relatieId, OWN_GUEST);
      const fields = policy(own ? 'booking' : 'match', r.relatie_id);
      return toPlayer(r, auth.relatieId, fields ?? NO_FIELDS);
    };
  }

  /** The club's wall clock now, 'YYYY-MM-DD HH:mm'. */
  private async now(clubId: number): Promise<string> {
    const club = await this.clubs.findOnPlatform(clubId);
    return wallTime(clubDateTime(this.clock(), club?.timezone ?? DEFAULT_CLUB_TIME_ZONE));
  }

  private async match(auth: Auth, id: number): Promise<MatchWithCourse> {
    const m = await this.repo.find(auth.clubId, id);
    if (!m) throw notFound('match');
    return m;
  }

  /**
   * The match list's page as the JSON answer. A page read is kept per club, filters and club
   * minute while the fingerprint of the club's matches stands (`listState`: every change of a
   * match, its sign-ups or its course moves it), so a call is one round trip that also answers
   * which matches the viewer is signed up for; the answer is serialised once per set of those on
   * the page.
   */
  async listBody(auth: Auth, q: MatchListQuery): Promise<string> {
    const [now, state] = await Promise.all([
      this.now(auth.clubId),
      this.repo.listState(auth.clubId, auth.relatieId),
    ]);
    const filter = {
      openOnly: q.open_only ?? false,
      now,
      term: q.term || undefined,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      offset: q.offset,
      limit: MATCH_PAGE_SIZE + 1,
    };
    const init = q.init ?? false;
    const key = JSON.stringify([auth.clubId, filter, init]);
    let kept = this.matchLists.get(key);
    if (!kept || kept.fingerprint !== state.fingerprint) {
      const read = await this.repo.list(auth.clubId, filter, init);
      kept = { fingerprint: state.fingerprint, ...read, bodies: new Map() };
      this.matchLists.set(key, kept);
    }
    const page = kept.rows.slice(0, MATCH_PAGE_SIZE);
    const mine = page
      .filter((m) => state.signedUp.has(m.id))
      .map((m) => `${m.id}${state.reserve.has(m.id) ? 'r' : ''}`);
    const bodyKey = mine.join(',');
    let body = kept.bodies.get(bodyKey);
    if (body === undefined) {
      const answer: MatchListResponse = {
        matches: page.map((m) =>
          toSummary(
            m,
            { signedUp: state.signedUp.has(m.id), reserve: state.reserve.has(m.id) },
            now,
          ),
        ),
        next_offset: kept.rows.length > MATCH_PAGE_SIZE ? q.offset + MATCH_PAGE_SIZE : null,
        ...(init ? { years: kept.years } : {}),
      };
      body = JSON.stringify(MatchListResponse.encode(answer));
      if (kept.bodies.size >= KEPT_BODIES) kept.bodies.clear();
      kept.bodies.set(bodyKey, body);
    }
    return body;
  }

  private async teesOf(clubId: number, matchId: number) {
    const rows = await this.repo.tees(clubId, matchId);
    const pick = (g: 'm' | 'v'): MatchTee[] =>
      rows
        .filter((t) => t.geslacht === g)
        .map(({ id, naam, kleur, inverse_kleur }) => ({ id, naam, kleur, inverse_kleur }));
    return { rows, wire: { m: pick('m'), v: pick('v') } };
  }

  async get(auth: Auth, id: number): Promise<MatchDetail> {
    const m = await this.match(auth, id);
    const now = await this.now(auth.clubId);
    const [tees, categories, products, mine] = await Promise.all([
      this.teesOf(auth.clubId, id),
      this.repo.categories(auth.clubId, id),
      this.repo.products(auth.clubId, id),
      this.repo.registrationOf(auth.clubId, id, auth.relatieId),
    ]);
    const bon = mine ? await this.bon(auth, m, mine.team_id, products) : null;
    const uitgeschreven_terugbetaling = await this.signedOutRefund(auth, id, mine?.team_id);
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

  /**
   * What comes back of a sign-up the caller paid and then left: the whole bon's refund when the
   * sign-up was signed out, or the caller's own share when they left the team alone. The bon is
   * found by the match (its context), as the sign-up itself is gone.
   */
  private async signedOutRefund(
    auth: Auth,
    matchId: number,
    currentTeam: number | undefined,
  ): Promise<MatchDetail['uitgeschreven_terugbetaling']> {
    if (!this.payments) return null;
    const bons = await this.payments.memberBonsIn(
      auth.clubId,
      auth.relatieId,
      'match_registration',
      matchId,
    );
    for (const bon of bons) {
      if (bon.subject_id === currentTeam) continue;
      if (bon.status === 'refunded' && bon.terugbetaling) return bon.terugbetaling;
      const share = bon.deelterugbetalingen.find((r) => r.deel === playerShare(auth.relatieId));
      if (share) return { bedrag_cents: share.bedrag_cents, status: share.status };
    }
    return null;
  }

  /** What a sign-up costs: the fee per player and the products taken (none: nothing to pay). */
  private async linesOf(
    clubId: number,
    m: MatchWithCourse,
    team: MatchTeamRow,
    products: { id: number; naam: string; prijs_cents: number }[],
  ): Promise<MatchBon['regels']> {
    const taken = await this.repo.teamProducts(clubId, team.id);
    const regels: MatchBon['regels'] = [];
    if (m.inschrijfgeld_cents > 0)
      regels.push({
        naam: m.naam,
        aantal: team.spelers,
        bedrag_cents: m.inschrijfgeld_cents * team.spelers,
      });
    for (const t of taken) {
      const p = products.find((x) => x.id === t.id);
      if (p)
        regels.push({ naam: p.naam, aantal: t.aantal, bedrag_cents: p.prijs_cents * t.aantal });
    }
    return regels;
  }

  /**
   * The caller's bill with its payment as the payments module knows it: the lines as the sign-up
   * stands, the state of its bon ('open' before any attempt). Only who made the sign-up pays.
   */
  private async bon(
    auth: Auth,
    m: MatchWithCourse,
    teamId: number,
    products: { id: number; naam: string; prijs_cents: number }[],
  ): Promise<MatchBon | null> {
    const team = await this.repo.team(auth.clubId, teamId);
    if (!team) return null;
    const regels = await this.linesOf(auth.clubId, m, team, products);
    if (regels.length === 0) return null;
    const stored = await this.payments?.bonForSubject(auth.clubId, 'match_registration', teamId);
    const status = stored?.status ?? 'open';
    const totaal = regels.reduce((s, r) => s + r.bedrag_cents, 0);
    // A bon is paid by the member it is in the name of (a paid one stays with who paid it when
    // they leave the team); before it is opened, by who made the sign-up.
    const eigen = (stored?.relatie_id ?? team.signed_up_by) === auth.relatieId;
    return {
      totaal_cents: totaal,
      betaald_cents: status === 'paid' ? stored!.totaal_cents : 0,
      regels,
      status,
      te_betalen:
        eigen &&
        m.ideal_betalingen &&
        this.payments !== null &&
        totaal > 0 &&
        !team.reservelijst &&
        PAYABLE_STATES.includes(status),
      eigen,
      betaald_op: stored?.betaald_op ?? null,
      terugbetaling: stored?.terugbetaling ?? null,
      deelterugbetalingen: stored?.deelterugbetalingen ?? [],
      reservelijst: team.reservelijst,
    };
  }

  /**
   * Opens (or brings up to date) the sign-up's bon with the payments module: the fee and products
   * as the sign-up stands now, paid by the member who made it (team mates never pay it). A bon
   * paid or being paid is answered as it is. NOTHING_TO_PAY when the sign-up costs nothing.
   */
  async openTeamBon(clubId: number, matchId: number, teamId: number) {
    if (!this.payments) throw new AppError('PAYMENTS_UNAVAILABLE', 'online payment is not set up');
    const payments = this.payments;
    const m = await this.repo.find(clubId, matchId);
    if (!m) throw notFound('team');
    // The team is held while its bon is opened: a sign-out in between would otherwise leave (or
    // open again) a payable bon for a sign-up that is gone.
    return this.repo.atomically(async () => {
      const team = await this.repo.lockTeam(clubId, teamId);
      if (!team || team.match_id !== matchId) throw notFound('team');
      const existing = await payments.bonForSubject(clubId, 'match_registration', teamId);
      if (existing && (existing.status === 'paid' || existing.status === 'pending'))
        return existing;
      const regels = await this.linesOf(clubId, m, team, await this.repo.products(clubId, matchId));
      if (regels.length === 0) throw new AppError('NOTHING_TO_PAY', 'the sign-up costs nothing');
      const bon = await payments.openBon(clubId, {
        relatieId: team.signed_up_by,
        subjectKind: 'match_registration',
        subjectId: teamId,
        contextId: matchId,
        omschrijving: m.naam,
        regels: regels.map((r) => ({
          omschrijving: r.aantal > 1 ? `${r.naam} (${r.aantal}×)` : r.naam,
          bedrag_cents: r.bedrag_cents,
        })),
        returnPath: `/app/match/${matchId}/payment`,
      });
      return { ...bon, relatie_id: team.signed_up_by };
    });
  }

  /**
   * Whether each sign-up has paid, read from its bon (the only record of a payment): null where
   * the match takes no online payment and nobody paid at the desk.
   */
  private async paidOf(
    clubId: number,
    teams: MatchTeamRow[],
    match?: MatchWithCourse,
  ): Promise<(t: MatchTeamRow) => boolean | null> {
    const first = teams[0];
    if (!first || !this.payments) return () => null;
    const m = match ?? (await this.repo.find(clubId, first.match_id));
    const bons = await this.payments.list(
      clubId,
      'match_registration',
      teams.map((t) => t.id),
    );
    const fee = m !== undefined && m.ideal_betalingen && m.inschrijfgeld_cents > 0;
    return (t) => {
      const bon = bons.find((b) => b.subject_id === t.id);
      return bon ? bon.status === 'paid' : fee ? false : null;
    };
  }

  private async teamsWire(
    auth: Auth,
    matchId: number,
    teams: MatchTeamRow[],
    read?: {
      match: MatchWithCourse;
      regs: RegistrationWithPerson[];
      mine: { team_id: number } | undefined;
    },
    viewer?: { is_gast: boolean },
    /** Whose payment state the viewer may see (member-privacy.ts `paymentStateShown`). */
    paidShown: (t: MatchTeamRow) => boolean = () => false,
  ): Promise<MatchTeamWire[]> {
    const [regs, see] = await Promise.all([
      read
        ? read.regs
        : this.repo.registrations(
            auth.clubId,
            matchId,
            teams.map((t) => t.id),
          ),
      this.seer(auth, matchId, read, viewer),
    ]);
    const places = reservePlaces(teams);
    const bons = await this.paidOf(auth.clubId, teams, read?.match);
    return teams.map((t) => {
      const own = regs.filter((r) => r.team_id === t.id);
      return {
        betaald: paidShown(t) ? bons(t) : null,
        id: t.id,
        players: own.map(see),
        category_id: own[0]?.category_id ?? null,
        flight_id: t.flight_id,
        reservelijst: t.reservelijst,
        reserve_positie: places.get(t.id) ?? null,
      };
    });
  }

  async entryList(auth: Auth, id: number): Promise<EntryListResponse> {
    const m = await this.match(auth, id);
    const [teams, mine, viewer] = await Promise.all([
      this.repo.teams(auth.clubId, id),
      this.repo.registrationOf(auth.clubId, id, auth.relatieId),
      this.members.findById(auth.clubId, auth.relatieId),
    ]);
    if (!viewer) throw notFound('member');
    const ordered = [
      ...teams.filter((t) => !t.reservelijst),
      ...teams.filter((t) => t.reservelijst),
    ];
    return {
      teams: await this.teamsWire(auth, id, ordered, undefined, viewer, (t) =>
        paymentStateShown(viewer, t.id === mine?.team_id),
      ),
      deelnemers: m.deelnemers,
      max_deelnemers: m.max_deelnemers,
    };
  }

  /**
   * The start list as the JSON answer. What the match's row, flights, teams, players and bons
   * give is kept per match while the match's `version` stands (moved by the database on every
   * change of them, whichever process makes it), so a call is one primary-key read: the version
   * and the viewer. The answer is serialised once per kind of viewer: a guest, a member not in
   * the list (the same answer for all), or a member in it (their own team is shown as theirs).
   */
  async startListBody(auth: Auth, id: number): Promise<string> {
    const [head, features] = await Promise.all([
      this.repo.version(auth.clubId, id, auth.relatieId),
      this.clubs.features(auth.clubId),
    ]);
    if (head.version === null) throw notFound('match');
    const cacheKey = `${auth.clubId}:${id}`;
    let kept = this.startLists.get(cacheKey);
    if (!kept || kept.version < head.version) {
      const read = await this.repo.startList(auth.clubId, id, auth.relatieId);
      if (!read.match) throw notFound('match');
      kept = { version: head.version, read, bodies: new Map() };
      this.startLists.set(cacheKey, kept);
    }
    const { read } = kept;
    const m = read.match!;
    if (!m.startlijst_vrijgegeven) throw refuse('MATCH_START_LIST_NOT_PUBLISHED');
    const flightTonen = features.some((f) => f.name === 'startLijstFlightTonen' && f.enabled);
    const inList = read.regs.find((r) => r.relatie_id === auth.relatieId);
    const viewerKey = `${flightTonen}:${head.viewer?.is_gast ?? '-'}:${inList ? auth.relatieId : ''}`;
    let body = kept.bodies.get(viewerKey);
    if (body === undefined) {
      const wire = await this.teamsWire(
        auth,
        id,
        read.teams,
        {
          match: m,
          regs: read.regs,
          mine: inList ? { team_id: inList.team_id } : undefined,
        },
        head.viewer,
        // Kept per kind of viewer, not per role: the committee reads payments at its desk.
        (t) => t.id === inList?.team_id,
      );
      const answer: StartListResponse = {
        flight_tonen: flightTonen,
        flights: read.flights.map((f) => ({
          id: f.id,
          nummer: f.nummer,
          starttijd: f.starttijd,
          starttee: f.starttee,
          capacity: f.capacity,
          teams: wire.filter((t) => t.flight_id === f.id),
        })),
      };
      body = JSON.stringify(StartListResponse.encode(answer));
      // Members in the list each have their own answer: a long list of them is not kept whole.
      if (kept.bodies.size >= KEPT_BODIES) kept.bodies.clear();
      kept.bodies.set(viewerKey, body);
    }
    return body;
  }

  async results(auth: Auth, id: number): Promise<ResultsResponse> {
    const m = await this.match(auth, id);
    if (!m.publiceer_uitslag) throw refuse('MATCH_RESULTS_NOT_PUBLISHED');
    const [rows, categories] = await Promise.all([
      this.repo.results(auth.clubId, id),
      this.repo.categories(auth.clubId, id),
    ]);
    const [regs, see] = await Promise.all([
      this.repo.registrations(
        auth.clubId,
        id,
        rows.map((r) => r.team_id),
      ),
      this.seer(auth, id),
    ]);
    const groups: ResultsResponse['categories'] = [];
    const order = [...categories.map((c) => c.id), null];
    for (const catId of order) {
      const lines = rows
        .filter((r) => r.category_id === catId)
        .map((r) => {
          const players = regs.filter((p) => p.team_id === r.team_id).map(see);
          return {
            positie: r.positie,
            status: r.status,
            team_id: r.team_id,
            players,
            playing_handicap: r.playing_handicap,
            bruto: r.bruto,
            netto: r.netto,
            stableford: r.stableford,
            tegen_par: r.tegen_par,
            is_self: players.some((p) => p.is_self),
          };
        });
      if (lines.length === 0) continue;
      groups.push({
        id: catId,
        naam: categories.find((c) => c.id === catId)?.naam ?? null,
        lines,
      });
    }
    return { uitslag: m.uitslag, categories: groups };
  }

  async flights(auth: Auth, id: number) {
    const m = await this.match(auth, id);
    const flights = await this.repo.flights(auth.clubId, id);
    return flights.map((f) => toFlight(f, m.spelers_per_flight));
  }

  async categories(auth: Auth, id: number) {
    await this.match(auth, id);
    return (await this.repo.categories(auth.clubId, id)).map(toCategory);
  }

  async registration(auth: Auth, id: number): Promise<RegistrationResponse> {
    await this.match(auth, id);
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
      this.seer(auth, id),
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
      Promise.all(ids.map((id) => this.members.findById(auth.clubId, id))),
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
      this.seer(auth, matchId),
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
      this.repo.signUpRead(auth.clubId, id, [auth.relatieId, ...mateIds], auth.relatieId),
      this.now(auth.clubId),
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
    const r = await this.repo.signUp({
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

  /** The caller's team, which only its first player (who signed it up) may change as a whole. */
  private async ownTeam(auth: Auth, matchId: number) {
    const mine = await this.repo.registrationOf(auth.clubId, matchId, auth.relatieId);
    if (!mine) throw refuse('MATCH_NOT_SIGNED_UP');
    const team = (await this.repo.team(auth.clubId, mine.team_id))!;
    return { team, leader: team.signed_up_by === auth.relatieId };
  }

  async update(auth: Auth, id: number, body: SignUpRequestParsed): Promise<SignUpResponse> {
    const m = await this.match(auth, id);
    const now = await this.now(auth.clubId);
    if (!signUpOpen(windowOf(m), now)) throw refuse('MATCH_SIGN_UP_CLOSED');
    const { team, leader } = await this.ownTeam(auth, id);
    if (!leader) throw refuse('MATCH_NOT_TEAM_LEADER');
    const { rows, flightId } = await this.rowsFor(auth, m, body);
    await this.keepPaidPrice(auth.clubId, m, team, rows.length, body.producten);
    await this.repo.updateSignUp({
      clubId: auth.clubId,
      matchId: id,
      teamId: team.id,
      flightId,
      now: this.clock(),
      wall: now,
      rows,
      products: body.producten,
    });
    return this.signUpAnswer(auth, id, team.id, 'UPDATED');
  }

  /**
   * A sign-up paid (or being paid) keeps its price: an update that changes it is refused
   * (BON_PAID); the committee refunds first. Changes that cost the same go through.
   */
  private async keepPaidPrice(
    clubId: number,
    m: MatchWithCourse,
    team: MatchTeamRow,
    players: number,
    producten: { id: number; aantal: number }[],
  ) {
    const bon = await this.payments?.bonForSubject(clubId, 'match_registration', team.id);
    if (!bon || (bon.status !== 'paid' && bon.status !== 'pending')) return;
    const products = await this.repo.products(clubId, m.id);
    const now = (await this.linesOf(clubId, m, team, products)).reduce(
      (sum, r) => sum + r.bedrag_cents,
      0,
    );
    const after =
      m.inschrijfgeld_cents * players +
      producten.reduce(
        (sum, p) => sum + (products.find((x) => x.id === p.id)?.prijs_cents ?? 0) * p.aantal,
        0,
      );
    if (after !== now)
      throw new AppError(
        'BON_PAID',
        bon.status === 'paid'
          ? 'the sign-up is paid: its price cannot change'
          : 'a payment is under way: the price cannot change',
        [{ field: 'producten', message: 'the price of a paid sign-up cannot change' }],
      );
  }

  /**
   * Signs the caller out. With signOutTeam the whole sign-up goes (only its first player may ask);
   * the first player of an individual sign-up takes their guests along; anyone else goes alone.
   */
  async signOut(auth: Auth, id: number, signOutTeam: boolean): Promise<SignOutResponse> {
    const m = await this.match(auth, id);
    const now = await this.now(auth.clubId);
    const { team, leader } = await this.ownTeam(auth, id);
    if (!signOutOpen(windowOf(m), now)) throw refuse('MATCH_SIGN_OUT_CLOSED');
    if (signOutTeam && !leader) throw refuse('MATCH_NOT_TEAM_LEADER');
    const regs = await this.repo.registrations(auth.clubId, id, [team.id]);
    // The first member left after the caller takes the sign-up over when its maker leaves alone;
    // guests do not stay without a member who brought them.
    const successor = regs.find((r) => r.relatie_id !== null && r.relatie_id !== auth.relatieId);
    const whole = signOutTeam || (leader && (m.spelers === 1 || !successor));
    // One lock order with the payments: the sign-up first (the sign-out's own SQL), then its bon,
    // so a payment completing meanwhile lands either before (and is refunded here) or after (and,
    // the bon withdrawn, is given back as not applied): never a member out with the fee kept.
    const refunded = await this.repo.atomically(async () => {
      const r = await this.repo.signOut({
        clubId: auth.clubId,
        matchId: id,
        teamId: team.id,
        memberId: whole ? null : auth.relatieId,
        wall: now,
      });
      const bon = await this.payments?.bonForSubject(auth.clubId, 'match_registration', team.id, {
        lock: true,
      });
      if (!whole) {
        if (leader && successor?.relatie_id) {
          await this.repo.setSignedUpBy(auth.clubId, team.id, successor.relatie_id);
          // An unpaid bon moves to who now leads the team; a paid one stays paid, with who paid.
          if (bon && this.payments)
            await this.payments.changePayer(auth.clubId, bon.id, successor.relatie_id);
        }
        if (bon?.status === 'paid' && this.payments && m.uitschrijven_restitutie) {
          // The leaver's fee comes back to whoever paid it; the team keeps its paid place.
          const share = await this.payments.refundShare(auth.clubId, bon.id, {
            deel: playerShare(auth.relatieId),
            amountCents: m.inschrijfgeld_cents,
            reason: 'sign_out',
          });
          if (share && bon.relatie_id === auth.relatieId) return { r, refund: 'share' } as const;
        }
      } else if (bon && this.payments) {
        if (bon.status === 'paid') {
          // The club decides per match whether a paid fee comes back; otherwise it keeps it.
          if (m.uitschrijven_restitutie) {
            await this.payments.refund(auth.clubId, bon.id, 'sign_out');
            return { r, refund: 'whole' } as const;
          }
        } else if (bon.status !== 'refunded') {
          // Nothing paid: an attempt still open can no longer pay it (one that does is given back).
          await this.payments.withdraw(auth.clubId, bon.id);
        }
      }
      return { r, refund: null };
    });
    // The refund as it stands once asked of the provider (after the commit).
    const after = refunded.refund
      ? await this.payments?.bonForSubject(auth.clubId, 'match_registration', team.id)
      : undefined;
    const terugbetaling =
      refunded.refund === 'whole'
        ? (after?.terugbetaling ?? undefined)
        : refunded.refund === 'share'
          ? after?.deelterugbetalingen.find((d) => d.deel === playerShare(auth.relatieId))
          : undefined;
    const r = refunded.r;
    return {
      status: 'success',
      message: 'SIGNED_OUT',
      promoted: r.promoted,
      ...(terugbetaling ? { terugbetaling } : {}),
    };
  }

  /** GET /api/team/{id}/phcp: each player's course and playing handicap, and the side's. */
  async teamPhcp(auth: Auth, teamId: number): Promise<TeamPhcpResponse> {
    const team = await this.repo.team(auth.clubId, teamId);
    if (!team) throw notFound('team');
    const m = await this.match(auth, team.match_id);
    const [regs, see, tees] = await Promise.all([
      this.repo.registrations(auth.clubId, m.id, [team.id]),
      this.seer(auth, m.id),
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
