import { useState } from 'react';
import { IonButton, IonRadio, IonRadioGroup, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { configQuery } from '../../club';

export interface CancelChoice {
  deleteAll: boolean;
  reasonId: number | undefined;
}

/**
 * Cancelling a booking (spec §5, §6): a reason when the club asks for one, and — when the main
 * booker may take the others off too (the booking's offer_delete_choice) — the choice between the
 * two. Otherwise only the member's own place goes (`deleteAll` false; the server refuses more):
 * `nextMainBooker` names who leads the flight afterwards, when the main booker leaves it.
 */
export function CancelPanel({
  offerChoice,
  nextMainBooker,
  busy,
  onCancel,
  onClose,
}: {
  offerChoice: boolean;
  nextMainBooker?: string | undefined;
  busy: boolean;
  onCancel: (choice: CancelChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const config = useQuery(configQuery());
  const reasons =
    config.data?.cancellation_reason_enabled === '1' ? config.data.cancellation_reasons : [];
  const [reasonId, setReasonId] = useState<number | undefined>(undefined);
  const [missing, setMissing] = useState(false);

  const confirm = (deleteAll: boolean) => {
    if (reasons.length > 0 && reasonId === undefined) {
      setMissing(true);
      return;
    }
    onCancel({ deleteAll, reasonId });
  };

  return (
    <section className="cancel-panel" aria-labelledby="cancel-title">
      <h2 id="cancel-title" className="booking__section-title section-label">
        {t('booking.cancel.title')}
      </h2>
      {reasons.length > 0 ? (
        <IonRadioGroup
          value={reasonId}
          onIonChange={(e) => {
            setReasonId(e.detail.value as number);
            setMissing(false);
          }}
        >
          <div className="field-group__label">{t('booking.cancel.reason')}</div>
          {reasons.map((r) => (
            <IonRadio
              key={r.id}
              value={r.id}
              labelPlacement="end"
              justify="start"
              className="cancel-panel__reason"
            >
              {r.naam}
            </IonRadio>
          ))}
        </IonRadioGroup>
      ) : (
        <p className="form-card__intro">{t('booking.cancel.sure')}</p>
      )}
      {!offerChoice && nextMainBooker ? (
        <p className="form-card__intro">
          {t('booking.cancel.othersStay', { name: nextMainBooker })}
        </p>
      ) : null}
      {missing ? <FormError>{t('booking.cancel.reasonRequired')}</FormError> : null}
      <div className="cancel-panel__actions">
        {offerChoice ? (
          // The whole flight first (the main booker's usual wish), then only the member.
          ([true, false] as const).map((all) => (
            <IonButton
              key={String(all)}
              color="danger"
              fill={all ? undefined : 'outline'}
              expand="block"
              disabled={busy}
              onClick={() => confirm(all)}
            >
              {t(all ? 'booking.cancel.all' : 'booking.cancel.onlyMe')}
            </IonButton>
          ))
        ) : (
          <IonButton color="danger" expand="block" disabled={busy} onClick={() => confirm(false)}>
            {busy ? <IonSpinner name="dots" /> : t('booking.cancel.confirm')}
          </IonButton>
        )}
        <IonButton fill="clear" expand="block" disabled={busy} onClick={onClose}>
          {t('booking.cancel.keep')}
        </IonButton>
      </div>
    </section>
  );
}
