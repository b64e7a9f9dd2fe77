import { IonButton } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/error-message';
import { EmptyState } from './empty-state';

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function LoadError({
  error,
  onRetry,
  retryLabel,
}: {
  error: unknown;
  onRetry: () => void;
  /** The button's words when trying again means something else (reloading into a new version). */
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={cloudOfflineOutline} title={errorMessage(t, error)}>
      <IonButton fill="outline" onClick={onRetry}>
        {retryLabel ?? t('common.retry')}
      </IonButton>
    </EmptyState>
  );
}
