import {
  MATCH_PAGE_SIZE,
  MatchListResponse,
  StartListResponse,
  type EntryListResponse,
  type MatchListQuery,
  type MatchTeamWire,
  type ResultsResponse,
} from '@fairway/contract';
import { LRUCache } from 'lru-cache';
import type { Auth } from '../../club-context/caller';
import type { ClubRepository } from '../club';
import { type MembersRepository, paymentStateShown } from '../members';
import { notFound } from '../../errors';
import type { MatchTeamRow } from '../../db/schema';
import {
  type MatchesRepository,
  type MatchWithCourse,
  type RegistrationWithPerson,
} from './matches.repository';
import type { ListedMatch, MatchListsRepository } from './match-lists.repository';
import { toSummary } from './matches.mapper';
import { reservePlaces, refuse, type MatchReads } from './match-reads';
import type { MatchPriceService } from './match-price.service';

const KEPT_BODIES = 64;

/**
 * The match's lists as a member reads them: the match list, the entry list, the start list and
 * the results. The match list and the start list are kept per club while what they are read
 * from stands, and answered as serialised JSON.
 */
export class MatchListsService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly listsRepo: MatchListsRepository,
    private readonly clubs: ClubRepository,
    private readonly members: MembersRepository,
    private readonly reads: MatchReads,
    private readonly price: MatchPriceService,
  ) {}

  /** Start lists read, per club and match, with their version and serialised answers. */
  private readonly startLists = new LRUCache<
    string,
    {
      version: number;
      read: Awaited<ReturnType<MatchListsRepository['startList']>>;
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
   * The match list's page as the JSON answer. A page read is kept per club, filters and club
   * minute while the fingerprint of the club's matches stands (`listState`: every change of a
   * match, its sign-ups or its course moves it), so a call is one round trip that also answers
   * which matches the viewer is signed up for; the answer is serialised once per set of those on
   * the page.
   */
  async listBody(auth: Auth, q: MatchListQuery): Promise<string> {
    const [now, state] = await Promise.all([
      this.reads.now(auth.clubId),
      this.listsRepo.listState(auth.clubId, auth.relatieId),
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
      const read = await this.listsRepo.list(auth.clubId, filter, init);
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
      this.reads.seer(auth, matchId, read, viewer),
    ]);
    const places = reservePlaces(teams);
    const bons = await this.price.paidOf(auth.clubId, teams, read?.match);
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
    const m = await this.reads.match(auth, id);
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
      this.listsRepo.version(auth.clubId, id, auth.relatieId),
      this.clubs.features(auth.clubId),
    ]);
    if (head.version === null) throw notFound('match');
    const cacheKey = `${auth.clubId}:${id}`;
    let kept = this.startLists.get(cacheKey);
    if (!kept || kept.version < head.version) {
      const read = await this.listsRepo.startList(auth.clubId, id, auth.relatieId);
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
    const m = await this.reads.match(auth, id);
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
      this.reads.seer(auth, id),
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
}
