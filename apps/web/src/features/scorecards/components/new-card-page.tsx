import type { ReactNode } from 'react';
import { IonAlert, IonButton, IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/**
 * The page of a form that makes a card (a qualifying card, a match card): the form with its
 * create button, and the alert with the refusal of useNewCard.
 */
export function NewCardPage(props: {
  title: string;
  backHref: string;
  onSubmit: () => Promise<void>;
  busy: boolean;
  createLabel: string;
  refusal: string | null;
  refusalHeader: string;
  onRefusalDismiss: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <IonPage>
      <PageHeader title={props.title} backHref={props.backHref} />
      <IonContent>
        <form
          className="form-card card-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void props.onSubmit();
          }}
        >
          {props.children}
          <IonButton type="submit" expand="block" disabled={props.busy}>
            {props.busy ? <IonSpinner name="dots" /> : props.createLabel}
          </IonButton>
        </form>
      </IonContent>
      <IonAlert
        isOpen={props.refusal !== null}
        header={props.refusalHeader}
        message={props.refusal ?? undefined}
        buttons={[t('common.ok')]}
        onDidDismiss={props.onRefusalDismiss}
      />
    </IonPage>
  );
}
