import { IonButton } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { isNoConnection } from '../api/api-error';
import { errorMessage } from '../i18n/error-message';
import { EmptyState } from './empty-state';

/**
 * What a screen shows when its data could not be loaded, with a way to try again. Without a
 * connection (and nothing kept on the device to show instead) it says the screen needs one.
 */
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
  const offline = isNoConnection(error);
  return (
    <EmptyState
      icon={cloudOfflineOutline}
      title={offline ? t('offline.needsConnection.title') : errorMessage(t, error)}
      text={offline ? t('offline.needsConnection.text') : undefined}
    >
      <IonButton fill="outline" onClick={onRetry}>
        {retryLabel ?? t('common.retry')}
      </IonButton>
    </EmptyState>
  );
}
