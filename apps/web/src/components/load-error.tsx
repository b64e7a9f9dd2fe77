import { IonButton } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/error-message';
import { EmptyState } from './empty-state';

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={cloudOfflineOutline} title={errorMessage(t, error)}>
      <IonButton fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </IonButton>
    </EmptyState>
  );
}
