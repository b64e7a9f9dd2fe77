import { IonAlert } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/error-message';

interface TeeTimeAlertsProps {
  lockedMinutes: number | null;
  onLockedDismiss: () => void;
  refusal: unknown;
  onRefusalDismiss: () => void;
}

/**
 * spec §8 "Tee time locked": 'this time is locked', 'another player is currently booking this
 * time', 'try again in N minute(s)'; and any other refusal of the chosen time.
 */
export function TeeTimeAlerts({
  lockedMinutes,
  onLockedDismiss,
  refusal,
  onRefusalDismiss,
}: TeeTimeAlertsProps) {
  const { t } = useTranslation();
  return (
    <>
      <IonAlert
        isOpen={lockedMinutes !== null}
        header={t('booking.locked.title')}
        message={`${t('booking.locked.message')} ${t('booking.locked.retry', { count: lockedMinutes ?? 1 })}`}
        buttons={[t('common.ok')]}
        onDidDismiss={onLockedDismiss}
      />
      <IonAlert
        isOpen={refusal !== null}
        header={t('booking.errorTitle')}
        message={refusal !== null ? errorMessage(t, refusal) : undefined}
        buttons={[t('common.ok')]}
        onDidDismiss={onRefusalDismiss}
      />
    </>
  );
}
