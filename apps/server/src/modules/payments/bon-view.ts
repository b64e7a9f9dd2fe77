import type { Bon } from '@fairway/contract';
import { notFound } from '../../errors';
import type { BonRow, BonStatus, PaymentsRepository } from './payments.repository';

/** States from which a bon can be paid. */
export const PAYABLE: BonStatus[] = ['open', 'failed', 'expired', 'cancelled'];

/** A bon as the wire shows it. */
export async function bonView(repo: PaymentsRepository, clubId: number, bon: BonRow): Promise<Bon> {
  const refund =
    bon.status === 'refunded' ? await repo.latestRefundOfBon(clubId, bon.id) : undefined;
  const shares = await repo.shareRefundsOfBon(clubId, bon.id);
  return {
    id: bon.id,
    omschrijving: bon.omschrijving,
    regels: bon.regels,
    totaal_cents: bon.totaal_cents,
    status: bon.status,
    te_betalen: PAYABLE.includes(bon.status) && !bon.withdrawn_at && bon.totaal_cents > 0,
    betaald_op: bon.paid_at?.toISOString() ?? null,
    terugbetaling: refund ? { bedrag_cents: refund.amount_cents, status: refund.status } : null,
    deelterugbetalingen: shares.map((r) => ({
      deel: r.deel,
      bedrag_cents: r.amount_cents,
      status: r.status,
    })),
  };
}

/** The member's own bon (another member's or club's: 404). */
export async function ownBon(
  repo: PaymentsRepository,
  clubId: number,
  relatieId: number,
  bonId: number,
): Promise<BonRow> {
  const bon = await repo.bon(clubId, bonId);
  if (!bon || bon.relatie_id !== relatieId) throw notFound('bon');
  return bon;
}
