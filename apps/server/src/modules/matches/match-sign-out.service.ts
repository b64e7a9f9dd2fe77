import { type SignOutResponse } from '@fairway/contract';
import { signOutOpen } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { MatchesRepository } from './matches.repository';
import type { MatchSignUpRepository } from './match-sign-up.repository';
import { windowOf } from './matches.mapper';
import { MatchPriceService } from './match-price.service';
import { paidFeePerPlayer } from './match-price';
import { playerShare, refuse, type MatchPayments, type MatchReads } from './match-reads';

/**
 * A member's sign-out and what it gives back: who it takes along, who leads the team after, and
 * the refund of a paid fee where the match gives one (or the bon withdrawn where nothing was paid).
 */
export class MatchSignOutService {
  private readonly price: MatchPriceService;

  constructor(
    private readonly repo: MatchesRepository,
    private readonly signUpRepo: MatchSignUpRepository,
    private readonly reads: MatchReads,
    private readonly payments: MatchPayments | null = null,
  ) {
    this.price = new MatchPriceService(repo, payments);
  }

  /**
   * Signs the caller out. With signOutTeam the whole sign-up goes (only its first player may ask);
   * the first player of an individual sign-up takes their guests along; anyone else goes alone.
   */
  async signOut(auth: Auth, id: number, signOutTeam: boolean): Promise<SignOutResponse> {
    const m = await this.reads.match(auth, id);
    const now = await this.reads.now(auth.clubId);
    const { team, leader } = await this.reads.ownTeam(auth, id);
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
      const reserves = await this.reads.reserveTeams(auth.clubId, m);
      const r = await this.signUpRepo.signOut({
        clubId: auth.clubId,
        matchId: id,
        teamId: team.id,
        memberId: whole ? null : auth.relatieId,
        wall: now,
      });
      if (r.promoted > 0)
        await this.reads.events.reservesMoved(this.repo.db, auth.clubId, id, reserves);
      const bon = await this.payments?.bonForSubject(auth.clubId, 'match_registration', team.id, {
        lock: true,
      });
      if (!whole) {
        if (leader && successor?.relatie_id) {
          await this.signUpRepo.setSignedUpBy(auth.clubId, team.id, successor.relatie_id);
          // An unpaid bon moves to who now leads the team; a paid one stays paid, with who paid.
          if (bon && this.payments)
            await this.payments.changePayer(auth.clubId, bon.id, successor.relatie_id);
        }
        if (bon?.status === 'paid' && this.payments && m.uitschrijven_restitutie) {
          // The leaver's fee comes back to whoever paid it; the team keeps its paid place.
          const share = await this.payments.refunds.refundShare(auth.clubId, bon.id, {
            deel: playerShare(auth.relatieId),
            amountCents: paidFeePerPlayer(bon.regels, m.inschrijfgeld_cents),
            reason: 'sign_out',
          });
          if (share && bon.relatie_id === auth.relatieId) return { r, refund: 'share' } as const;
        } else if (bon) {
          await this.price.repriceUnpaid(auth.clubId, m, team.id);
        }
      } else if (bon && this.payments) {
        if (bon.status === 'paid') {
          // The club decides per match whether a paid fee comes back; otherwise it keeps it.
          if (m.uitschrijven_restitutie) {
            await this.payments.refunds.refund(auth.clubId, bon.id, 'sign_out');
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
}
