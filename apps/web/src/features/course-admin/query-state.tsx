import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';

/** What a course screen shows until its query has data: the spinner, or why loading failed. */
export function QueryState({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  return error ? (
    <FormError>{errorMessage(t, error)}</FormError>
  ) : (
    <div className="admin__pad ion-text-center">
      <IonSpinner aria-label={t('common.loading')} />
    </div>
  );
}
