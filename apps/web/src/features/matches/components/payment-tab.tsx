import { useTranslation } from 'react-i18next';
import type { MatchDetail } from '@fairway/contract';
import { formatEuroCents } from '@fairway/golf';

/**
 * The payment tab (ideal payments, signed up): what the sign-up costs; online payment itself
 * follows (the payments module fills this tab).
 */
export function PaymentTab({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const bon = match.bon;
  return (
    <div className="match-section">
      {bon ? (
        <dl className="match-facts">
          {bon.regels.map((r, i) => (
            <div key={i} style={{ display: 'contents' }}>
              <dt>
                {r.aantal} × {r.naam}
              </dt>
              <dd>{formatEuroCents(r.bedrag_cents)}</dd>
            </div>
          ))}
          <dt>{t('matches.payment.total')}</dt>
          <dd>{formatEuroCents(bon.totaal_cents)}</dd>
          <dt>{t('matches.payment.paid')}</dt>
          <dd>{formatEuroCents(bon.betaald_cents)}</dd>
        </dl>
      ) : null}
      <p className="match-notice">{t('matches.payment.follows')}</p>
    </div>
  );
}
