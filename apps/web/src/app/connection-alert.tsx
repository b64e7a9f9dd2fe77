import { useEffect, useState } from 'react';
import { IonAlert } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { CONNECTION_FAILED_EVENT } from '../api/connection';

/**
 * spec §8: "internet connection; no connection could be made; try again". Several calls failing
 * together show the alert once.
 */
export function ConnectionAlert() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onFailed = () => setOpen(true);
    window.addEventListener(CONNECTION_FAILED_EVENT, onFailed);
    return () => window.removeEventListener(CONNECTION_FAILED_EVENT, onFailed);
  }, []);

  return (
    <IonAlert
      isOpen={open}
      header={t('errors.connection.title')}
      message={t('errors.connection.message')}
      buttons={[t('common.ok')]}
      onDidDismiss={() => setOpen(false)}
    />
  );
}
