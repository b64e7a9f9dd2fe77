import { IonAlert } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { setupIonic } from './ionic-setup';

// On the login screen this dialog is the first of Ionic to load (see ConnectionAlert).
setupIonic();

/** The alert of spec §8 itself; loaded apart from the first screen (see ConnectionAlert). */
export default function ConnectionAlertDialog({
  open,
  onDismiss,
}: {
  open: boolean;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <IonAlert
      isOpen={open}
      header={t('errors.connection.title')}
      message={t('errors.connection.message')}
      buttons={[t('common.ok')]}
      onDidDismiss={onDismiss}
    />
  );
}
