import { IonToast } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate } from './app-update';

/** The new version's notice: it stays until the member reloads or closes it. */
export default function UpdateToast({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <IonToast
      isOpen={isOpen}
      position="bottom"
      message={t('update.ready')}
      buttons={[
        { text: t('update.reload'), handler: applyUpdate },
        { text: t('common.close'), role: 'cancel' },
      ]}
      onDidDismiss={dismissUpdate}
    />
  );
}
