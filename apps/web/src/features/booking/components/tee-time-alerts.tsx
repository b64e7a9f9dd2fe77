import { IonAlert } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/error-message';
import type { useChooseTeeTime } from '../use-tee-time-lock';

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

/** The alerts of a list that opens a time through useChooseTeeTime (the grid, my tee times). */
export function ChooserAlerts({ chooser }: { chooser: ReturnType<typeof useChooseTeeTime> }) {
  return (
    <TeeTimeAlerts
      lockedMinutes={chooser.lockedMinutes}
      onLockedDismiss={chooser.clearLocked}
      refusal={chooser.refusal}
      onRefusalDismiss={chooser.clearRefusal}
    />
  );
}
