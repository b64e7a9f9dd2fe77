import { IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';

/**
 * A committee screen while what it edits loads: a spinner, or the error when loading failed
 * (`error` from the query, null while it runs).
 */
export function LoadingPage({
  title,
  back,
  error,
}: {
  title: string;
  back: string;
  error: Error | null;
}) {
  const { t } = useTranslation();
  return (
    <IonPage>
      <PageHeader title={title} backHref={back} />
      <IonContent className="match-admin">
        {error ? (
          <div className="form-error ion-margin" role="alert">
            {errorMessage(t, error)}
          </div>
        ) : (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label={t('common.loading')} />
          </div>
        )}
      </IonContent>
    </IonPage>
  );
}
