import { IonButton } from '@ionic/react';
import { cloudOfflineOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { isNewVersion, isNoConnection } from '../api/api-error';
import { applyUpdate } from '../app/app-update';
import { errorMessage } from '../i18n/error-message';
import { EmptyState } from './empty-state';

/**
 * What a screen shows when its data could not be loaded, with a way to try again. Without a
 * connection (and nothing kept on the device to show instead) it says the screen needs one; refused
 * for a new version of the app, trying again is reloading into that version.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = isNoConnection(error);
  const newVersion = isNewVersion(error);
  return (
    <EmptyState
      icon={newVersion ? refreshOutline : cloudOfflineOutline}
      title={offline ? t('offline.needsConnection.title') : errorMessage(t, error)}
      text={offline ? t('offline.needsConnection.text') : undefined}
    >
      <IonButton fill="outline" onClick={newVersion ? applyUpdate : onRetry}>
        {newVersion ? t('update.reload') : t('common.retry')}
      </IonButton>
    </EmptyState>
  );
}
