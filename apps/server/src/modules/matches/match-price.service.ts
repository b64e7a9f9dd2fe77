import { type MatchBon, type MatchDetail } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import { AppError, notFound } from '../../errors';
import type { MatchTeamRow } from '../../db/schema';
import { type MatchesRepository, type MatchWithCourse } from './matches.repository';
import { linesTotal, signUpLines } from './match-price';
import { playerShare, type MatchPayments } from './match-reads';

/** Bon states from which the one who made the sign-up can start a payment. */
const PAYABLE_STATES: MatchBon['status'][] = ['open', 'failed', 'expired', 'cancelled'];

/**
 * What a sign-up costs and its bon with the payments module: the bill a member sees, opening the
 * bon to pay it, whether each sign-up paid, that a paid sign-up keeps its price, and what came
 * back of one the member left.
 */
export class MatchPriceService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly payments: MatchPayments | null = null,
  ) {}

  /**
   * What comes back of a sign-up the caller paid and then left: the whole bon's refund when the
   * sign-up was signed out, or the caller's own share when they left the team alone. The bon is
   * found by the match (its context), as the sign-up itself is gone.
   */
  async signedOutRefund(
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

  /** What the sign-up costs as it stands: its players and the products it took. */
  private async linesOf(
    clubId: number,
    m: MatchWithCourse,
    team: MatchTeamRow,
    products: { id: number; naam: string; prijs_cents: number }[],
  ): Promise<MatchBon['regels']> {
    return signUpLines(m, team.spelers, await this.repo.teamProducts(clubId, team.id), products);
  }

  /**
   * The caller's bill with its payment as the payments module knows it: the lines as the sign-up
   * stands, the state of its bon ('open' before any attempt). Only who made the sign-up pays.
   */
  async bon(
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
    const totaal = linesTotal(regels);
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
      return this.openWith(clubId, m, team, regels);
    });
  }

  /**
   * Before the desk marks a sign-up's bon paid, in its transaction (payments' `useRecount`): the
   * bon as openTeamBon brings it, the sign-up as it costs now, whichever route the desk took (the
   * committee may have changed the fee since the bon was opened). Nothing for a sign-up that is
   * gone: its bon is withdrawn, there is nothing to pay.
   */
  async recount(
    clubId: number,
    bon: { subject_kind: string; subject_id: number; context_id: number | null },
  ): Promise<void> {
    if (bon.subject_kind !== 'match_registration' || bon.context_id === null) return;
    const team = await this.repo.team(clubId, bon.subject_id);
    if (team?.match_id === bon.context_id)
      await this.openTeamBon(clubId, bon.context_id, bon.subject_id);
  }

  /** The sign-up's bon opened (or brought up to date) with these lines, in the payer's name. */
  private async openWith(
    clubId: number,
    m: MatchWithCourse,
    team: MatchTeamRow,
    regels: MatchBon['regels'],
  ) {
    const bon = await this.payments!.openBon(clubId, {
      relatieId: team.signed_up_by,
      subjectKind: 'match_registration',
      subjectId: team.id,
      contextId: m.id,
      omschrijving: m.naam,
      regels: regels.map((r, i) => ({
        omschrijving: r.aantal > 1 ? `${r.naam} (${r.aantal}×)` : r.naam,
        bedrag_cents: r.bedrag_cents,
        // The fee line (signUpLines' first, where there is a fee) keeps the fee it was paid at.
        ...(i === 0 && m.inschrijfgeld_cents > 0
          ? { per_speler_cents: m.inschrijfgeld_cents }
          : {}),
      })),
      returnPath: `/app/match/${m.id}/payment`,
    });
    return { ...bon, relatie_id: team.signed_up_by };
  }

  /**
   * Whether each sign-up has paid, read from its bon (the only record of a payment): null where
   * the match takes no online payment and nobody paid at the desk.
   */
  async paidOf(
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

  /**
   * A sign-up that lost a player, in its sign-out's transaction (the sign-up, then its bon): an
   * unpaid bon takes the price of the team left at once, also with an attempt under way, which
   * then no longer pays it (one that does is given back as not applied), so the old price is
   * never kept for a player who left.
   */
  async repriceUnpaid(clubId: number, m: MatchWithCourse, teamId: number) {
    if (!this.payments) return;
    const bon = await this.payments.bonForSubject(clubId, 'match_registration', teamId, {
      lock: true,
    });
    if (!bon || bon.status === 'paid' || bon.status === 'refunded') return;
    const team = await this.repo.team(clubId, teamId);
    if (!team) return;
    const regels = await this.linesOf(clubId, m, team, await this.repo.products(clubId, m.id));
    await this.openWith(clubId, m, team, regels);
  }

  /** What the sign-up costs as it stands (taken before an update changes it). */
  async priceOf(clubId: number, m: MatchWithCourse, teamId: number): Promise<number> {
    const team = await this.repo.team(clubId, teamId);
    if (!team) throw notFound('team');
    return linesTotal(await this.linesOf(clubId, m, team, await this.repo.products(clubId, m.id)));
  }

  /**
   * After an update of the sign-up, in its transaction (the sign-up locked by the update, then
   * its bon): a sign-up paid or being paid keeps its price, an update that changes it is refused
   * (BON_PAID; the committee refunds first); changes that cost the same go through. An unpaid bon
   * takes the new price at once, so no attempt made after it (its own pay link included) asks
   * the old one, and none made before it is under way to pay it.
   */
  async keepPaidPrice(clubId: number, m: MatchWithCourse, teamId: number, before: number) {
    if (!this.payments) return;
    const bon = await this.payments.bonForSubject(clubId, 'match_registration', teamId, {
      lock: true,
    });
    if (!bon) return;
    const team = (await this.repo.team(clubId, teamId))!;
    const regels = await this.linesOf(clubId, m, team, await this.repo.products(clubId, m.id));
    if (linesTotal(regels) === before) return;
    const underWay = bon.status === 'pending' || (await this.payments.underWay(clubId, bon.id));
    if (bon.status === 'paid' || underWay)
      throw new AppError(
        'BON_PAID',
        bon.status === 'paid'
          ? 'the sign-up is paid: its price cannot change'
          : 'a payment is under way: the price cannot change',
        [{ field: 'producten', message: 'the price of a paid sign-up cannot change' }],
      );
    // A refunded bon is opened again by the next pay link, as the sign-up stands then.
    if (PAYABLE_STATES.includes(bon.status)) await this.openWith(clubId, m, team, regels);
  }
}
