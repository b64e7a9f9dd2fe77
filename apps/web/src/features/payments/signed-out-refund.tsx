import { useTranslation } from 'react-i18next';
import type { MatchDetail } from '@fairway/contract';
import { formatEuroCents } from '@fairway/golf';

/** A refund's provider state as the member reads it: on its way, back, or gone wrong. */
export function refundStage(
  status: NonNullable<MatchDetail['uitgeschreven_terugbetaling']>['status'],
): 'pending' | 'refunded' | 'failed' {
  if (status === 'refunded') return 'refunded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * What comes back of a paid sign-up the member left (the payment tab is gone once signed out):
 * shown on the match's info tab with the refund's state.
 */
export function SignedOutRefund({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const refund = match.uitgeschreven_terugbetaling;
  if (!refund) return null;
  return (
    <p className="match-notice" role="status" data-testid="signed-out-refund">
      {t(`payments.signedOutRefund.${refundStage(refund.status)}`, {
        amount: formatEuroCents(refund.bedrag_cents),
      })}
    </p>
  );
}
