import { useEffect, useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MatchDetail } from '@fairway/contract';
import { formatEuroCents } from '@fairway/golf';
import { isApiError } from '../../api/api-error';
import { fetchPayLink } from '../../api/payments.api';
import { errorMessage } from '../../i18n/error-message';
import { formatDate, formatWallTime } from '../../lib/dates';
import { matchKeys } from '../matches';
import { matchPayQuery } from './payments.queries';
import { refundStage } from './signed-out-refund';
import './payments.css';

/**
 * The payment tab of a match (spec §4: ideal payments and signed up): the sign-up's bon (the fee
 * and the products taken), its state as the server knows it, and Pay with iDEAL, which sends the
 * browser to the provider's checkout. Back from it the tab shows the state the server has; the
 * provider's answer arrives as a live update of the bon (app/live-updates.ts), which reads the
 * match again (spec §4: payment completion refreshes the bon). Only who made the sign-up pays;
 * team mates see it.
 */
export function MatchPayment({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const bon = match.bon;
  const pending = bon?.status === 'pending';
  // The payer's /pay asks the provider too, so a lost webhook does not leave the bon pending.
  const pay = useQuery(matchPayQuery(match.id, pending && bon?.eigen === true));
  const settled = pay.data && pay.data.status !== 'pending' ? pay.data.status : null;
  useEffect(() => {
    if (settled) void client.invalidateQueries({ queryKey: matchKeys.all });
  }, [settled, client]);

  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Back from the checkout a phone's browser may show this page as it was left (its back-forward
  // cache): the attempt started there is not on it, so the state is read again.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      setLeaving(false);
      void client.invalidateQueries({ queryKey: matchKeys.one(match.id) });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [client, match.id]);

  async function toCheckout() {
    setLeaving(true);
    setError(null);
    try {
      const { url } = await fetchPayLink(match.id);
      window.location.assign(url);
    } catch (e) {
      setLeaving(false);
      if (isApiError(e) && e.status === 0) return;
      setError(errorMessage(t, e));
      void client.invalidateQueries({ queryKey: matchKeys.one(match.id) });
    }
  }

  if (!bon)
    return (
      <div className="match-section">
        <p>{t('payments.nothingToPay')}</p>
      </div>
    );

  const retry = bon.status === 'failed' || bon.status === 'cancelled' || bon.status === 'expired';
  // A player left a paid team: the bill is smaller now than what was paid for it.
  const paidMore = bon.status === 'paid' && bon.betaald_cents > bon.totaal_cents;
  // On the reserve list nothing is to be paid yet: no state to pay, no button.
  const waiting = bon.reservelijst && bon.status !== 'paid' && bon.status !== 'refunded';
  return (
    <div className="match-section">
      <h3>{t('payments.bill')}</h3>
      <dl className="bon__lines">
        {bon.regels.map((r, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>{r.aantal > 1 ? t('payments.line', { n: r.aantal, name: r.naam }) : r.naam}</dt>
            <dd>{formatEuroCents(r.bedrag_cents)}</dd>
          </div>
        ))}
        <dt className="bon__total">{t('payments.total')}</dt>
        <dd className="bon__total">{formatEuroCents(bon.totaal_cents)}</dd>
        {paidMore ? (
          <>
            <dt>{t('payments.paidAmount')}</dt>
            <dd>{formatEuroCents(bon.betaald_cents)}</dd>
          </>
        ) : null}
      </dl>

      {waiting ? null : (
        <div className="bon__state" role="status" aria-live="polite">
          <span>{t('payments.state')}</span>
          <span className={`pay-badge pay-badge--${bon.status}`}>
            {t(`payments.status.${bon.status}`)}
          </span>
          {pending ? <IonSpinner name="dots" aria-hidden="true" /> : null}
        </div>
      )}
      <p className="pay-notice">
        {waiting
          ? t('payments.notice.reserve')
          : bon.status === 'paid' && bon.betaald_op
            ? t('payments.notice.paidOn', { date: formatDate(bon.betaald_op) })
            : t(`payments.notice.${bon.status}`)}
      </p>
      {bon.terugbetaling ? (
        <p className="pay-notice">
          {t('payments.refund', {
            amount: formatEuroCents(bon.terugbetaling.bedrag_cents),
            state: t(`payments.refundState.${bon.terugbetaling.status}`),
          })}
        </p>
      ) : null}

      {paidMore && bon.deelterugbetalingen.length === 0 ? (
        <p className="pay-notice">{t('payments.playerLeftKept')}</p>
      ) : null}
      {bon.deelterugbetalingen.map((r) => (
        <p key={r.deel} className="pay-notice">
          {t(`payments.playerLeftRefund.${refundStage(r.status)}`, {
            amount: formatEuroCents(r.bedrag_cents),
          })}
        </p>
      ))}

      {waiting ? null : !bon.eigen ? (
        <p className="match-notice">{t('payments.paidByTeamLeader')}</p>
      ) : bon.te_betalen ? (
        <IonButton expand="block" disabled={leaving} onClick={() => void toCheckout()}>
          {leaving ? <IonSpinner name="dots" aria-hidden="true" /> : null}
          {retry ? t('payments.payAgain') : t('payments.payIdeal')}
        </IonButton>
      ) : pending ? (
        <IonButton
          expand="block"
          fill="outline"
          disabled={leaving}
          onClick={() => void toCheckout()}
        >
          {t('payments.toCheckout')}
        </IonButton>
      ) : null}

      {bon.status === 'paid' && match.uitschrijven_restitutie === 'j' ? (
        <p className="pay-notice">
          {t('payments.refundOnSignOut', { until: formatWallTime(match.uitschrijven_tot) })}
        </p>
      ) : null}
      {error ? (
        <p className="match-notice" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
