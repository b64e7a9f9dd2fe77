import { wallTime } from '@fairway/golf';
import type { AdminMatch } from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import { wall, type MatchEvents, type MatchPriceService } from '../matches';
import type { PaymentsService } from '../payments';
import type { MatchHolds } from '../tee-blocks';
import type { MatchAdminRepository, MatchRow } from './match-admin.repository';

export { wall };

const fromTenths = (v: number | null) => (v === null ? null : v / 10);
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field ? [{ field, message }] : undefined);

/** The sign-ups' bons: who paid, and the desk's payments and refunds. */
export type MatchAdminBons = {
  matches: Pick<MatchPriceService, 'openTeamBon'>;
  payments: Pick<PaymentsService, 'list' | 'markPaidAtDesk' | 'refunds'>;
} | null;

/**
 * What every committee call starts from: the committee's right (403 before anything is read), the
 * club's clock, the match (another club's is a 404), and the match as the committee's screens
 * show it once the call is done.
 */
export class MatchAdminReads {
  constructor(
    private readonly context: ClubContext,
    private readonly bons: MatchAdminBons = null,
    /** What the committee's changes start (the notifications); none without. */
    readonly events: Omit<MatchEvents, 'viewed'> | null = null,
    /** The tee sheet a drawn start list holds; none read without. */
    private readonly holds: Pick<MatchHolds, 'held'> | null = null,
  ) {}

  /**
   * 403 unless the caller is on the committee; answers the club's clock now. Both are read before
   * any transaction opens (PGlite has one connection: a read outside the transaction would wait).
   */
  async requireAdmin(auth: Auth): Promise<string> {
    await this.context.requireCommittee(auth, 'manages matches');
    return wallTime(await this.context.now(auth.clubId));
  }

  async match(repo: MatchAdminRepository, auth: Auth, id: number, lock = false) {
    const m = await repo.find(auth.clubId, id, lock);
    if (!m) throw notFound('match');
    return m;
  }

  async view(
    repo: MatchAdminRepository,
    clubId: number,
    m: MatchRow,
    now: string,
  ): Promise<AdminMatch> {
    const [courseNaam, teesRows, cats, prods, teams, regs, flights, results, cards, hold] =
      await Promise.all([
        repo.courseName(clubId, m.course_id),
        repo.tees(clubId, m.id),
        repo.categories(clubId, m.id),
        repo.products(clubId, m.id),
        repo.teams(clubId, m.id),
        repo.registrations(clubId, m.id),
        repo.flights(clubId, m.id),
        repo.results(clubId, m.id),
        repo.cards(clubId, m.id),
        this.holds ? this.holds.held(repo.db, clubId, m.id) : null,
      ]);
    const cardOf = new Map<number, (typeof cards)[number]>();
    for (const c of cards) if (!cardOf.has(c.relatie_id)) cardOf.set(c.relatie_id, c);
    const bons = this.bons
      ? await this.bons.payments.list(
          clubId,
          'match_registration',
          teams.map((t) => t.id),
          repo.payments,
        )
      : [];
    const bonOf = (teamId: number) => {
      const b = bons.find((x) => x.subject_id === teamId);
      return b
        ? {
            id: b.id,
            status: b.status,
            totaal_cents: b.totaal_cents,
            betaald_via: b.betaald_via,
            terugbetaling: b.terugbetaling,
          }
        : null;
    };
    return {
      id: m.id,
      naam: m.naam,
      omschrijving: m.omschrijving,
      course_id: m.course_id,
      course_naam: courseNaam ?? '',
      aanvang: wall(m.aanvang),
      holes: m.holes,
      wedstrijdvorm: m.wedstrijdvorm as AdminMatch['wedstrijdvorm'],
      spelers: m.spelers,
      uitslag: m.uitslag,
      inschrijvingsvorm: m.inschrijvingsvorm,
      inschrijvingsstart: wall(m.inschrijvingsstart),
      inschrijvingsstop: wall(m.inschrijvingsstop),
      max_deelnemers: m.max_deelnemers,
      spelers_per_flight: m.spelers_per_flight,
      aantal_gastspelers_inschrijven: m.aantal_gastspelers_inschrijven,
      direct_in_flight_inschrijven: m.direct_in_flight_inschrijven,
      qualifying: m.qualifying,
      inschrijfgeld_cents: m.inschrijfgeld_cents,
      ideal_betalingen: m.ideal_betalingen,
      uitschrijven_restitutie: m.uitschrijven_restitutie,
      deelnemers: m.deelnemers,
      reserves: m.reserves,
      startlijst_vrijgegeven: m.startlijst_vrijgegeven,
      tee_sheet_hold: hold,
      verwerkt: m.verwerkt,
      publiceer_uitslag: m.publiceer_uitslag,
      open: isOpen(m, now),
      verwerkbaar: playedBy(m, now),
      tees: teesRows,
      categories: cats.map((c) => ({
        id: c.id,
        naam: c.naam,
        handicap_min: fromTenths(c.handicap_min_tenths),
        handicap_max: fromTenths(c.handicap_max_tenths),
        geslacht: c.geslacht,
      })),
      products: prods.map((p) => ({ id: p.id, naam: p.naam, prijs_cents: p.prijs_cents })),
      teams: teams.map((t) => ({
        id: t.id,
        volgnummer: t.volgnummer,
        reservelijst: t.reservelijst,
        flight_id: t.flight_id,
        bon: bonOf(t.id),
        players: regs
          .filter((r) => r.team_id === t.id)
          .map((r) => {
            const guest = r.guest as { achternaam?: string; voornaam?: string } | null;
            const card = r.relatie_id !== null ? cardOf.get(r.relatie_id) : undefined;
            return {
              registration_id: r.id,
              relatie_id: r.relatie_id,
              naam: guest
                ? [guest.voornaam, guest.achternaam].filter(Boolean).join(' ')
                : [r.roepnaam, r.tussenvoegsel, r.achternaam].filter(Boolean).join(' '),
              handicap: fromTenths(r.guest_handicap_tenths ?? r.handicap_tenths ?? null),
              vroeglaat: r.vroeglaat,
              category_id: r.category_id,
              card: card
                ? {
                    id: card.id,
                    ingevuld: card.is_ingevuld,
                    verwerkt: card.verwerkt,
                    bruto: card.gross,
                  }
                : null,
            };
          }),
      })),
      flights: flights.map((f) => ({
        id: f.id,
        nummer: f.nummer,
        starttijd: f.starttijd,
        starttee: f.starttee,
      })),
      results: results.map((r) => ({
        team_id: r.team_id,
        category_id: r.category_id,
        positie: r.positie,
        status: r.status,
        playing_handicap: r.playing_handicap,
        bruto: r.bruto,
        netto: r.netto,
        stableford: r.stableford,
        tegen_par: r.tegen_par,
      })),
    };
  }
}

/** The match's day has come (club clock): from then on it may be processed. */
export function playedBy(m: MatchRow, now: string) {
  return wall(m.aanvang).slice(0, 10) <= now.slice(0, 10);
}

export function isOpen(m: MatchRow, now: string) {
  return !m.verwerkt && wall(m.inschrijvingsstart) <= now && now <= wall(m.inschrijvingsstop);
}
