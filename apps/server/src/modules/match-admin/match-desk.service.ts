import type { AdminMatch } from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { MatchAdminRepository } from './match-admin.repository';
import type { MatchAdminBons, MatchAdminReads } from './match-admin-reads';

/** The committee's desk: a sign-up paid in cash or by pin, and a payment given back in full. */
export class MatchDeskService {
  constructor(
    private readonly repo: MatchAdminRepository,
    private readonly reads: MatchAdminReads,
    private readonly bons: MatchAdminBons = null,
  ) {}

  /**
   * The committee took the sign-up's money at the desk (cash, pin): its bon is paid, once
   * (ALREADY_PAID when it is; NOTHING_TO_PAY when the sign-up costs nothing).
   */
  async markPaid(auth: Auth, id: number, teamId: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    const bons = this.requireBons();
    const m = await this.reads.match(this.repo, auth, id);
    const bon = await bons.matches.openTeamBon(auth.clubId, id, teamId);
    await bons.payments.markPaidAtDesk(auth.clubId, bon.id, auth.relatieId);
    return this.reads.view(this.repo, auth.clubId, m, now);
  }

  /**
   * The committee gives the sign-up's payment back in full: through the provider when it was
   * paid online, at the desk when it was paid there. NOT_REFUNDABLE when nothing was paid.
   */
  async refund(auth: Auth, id: number, teamId: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    const bons = this.requireBons();
    const m = await this.reads.match(this.repo, auth, id);
    const teams = await this.repo.teams(auth.clubId, id);
    if (!teams.some((t) => t.id === teamId)) throw notFound('team');
    const [bon] = await bons.payments.list(auth.clubId, 'match_registration', [teamId]);
    if (!bon || bon.status !== 'paid')
      throw new AppError('NOT_REFUNDABLE', 'nothing was paid for this sign-up');
    await bons.payments.refunds.refund(auth.clubId, bon.id, 'committee');
    return this.reads.view(this.repo, auth.clubId, m, now);
  }

  private requireBons() {
    if (!this.bons) throw new AppError('PAYMENTS_UNAVAILABLE', 'payments are not set up');
    return this.bons;
  }
}
