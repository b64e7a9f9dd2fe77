import { useState } from 'react';
import { IonButton, IonIcon, IonItem, IonList, IonSpinner, IonToggle } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { checkmarkCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { ClubNotificationKind, ClubNotificationKinds } from '@fairway/contract';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { errorMessage } from '../../i18n/error-message';
import { notificationKindsQuery, useSaveNotificationKinds } from './admin.queries';
import './admin.css';

/** The list of kinds, a toggle each, saved together. */
function KindsForm({ loaded }: { loaded: ClubNotificationKinds }) {
  const { t } = useTranslation();
  const save = useSaveNotificationKinds();
  const [kinds, setKinds] = useState<ClubNotificationKind[]>(loaded.kinds);
  const [saved, setSaved] = useState(false);
  const change = (kind: ClubNotificationKind['kind'], on: boolean) => {
    setSaved(false);
    save.reset();
    setKinds((ks) => ks.map((k) => (k.kind === kind ? { ...k, on } : k)));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { kinds },
          {
            onSuccess: (answer) => {
              setKinds(answer.kinds);
              setSaved(true);
            },
          },
        );
      }}
    >
      <p className="admin__intro">{t('admin.notificationKinds.intro')}</p>
      <IonList inset>
        {kinds.map((k) => (
          <IonItem key={k.kind}>
            <IonToggle
              checked={k.on}
              justify="space-between"
              onIonChange={(e) => change(k.kind, e.detail.checked)}
            >
              {t(`notifications.kindName.${k.kind}`)}
            </IonToggle>
          </IonItem>
        ))}
      </IonList>
      <div className="admin__pad admin__actions">
        {save.isError ? <FormError>{errorMessage(t, save.error)}</FormError> : null}
        {saved ? (
          <div className="notice notice--success" role="status">
            <IonIcon icon={checkmarkCircle} aria-hidden="true" />
            <div>{t('admin.notificationKinds.saved')}</div>
          </div>
        ) : null}
        <IonButton type="submit" expand="block" disabled={save.isPending}>
          {t('admin.notificationKinds.save')}
        </IonButton>
      </div>
    </form>
  );
}

/**
 * The kinds of notification the club sends (role administrator): one turned off reaches no member
 * at all, in the app nor by push or email.
 */
export default function AdminNotificationKindsPage() {
  const { t } = useTranslation();
  const kinds = useQuery(notificationKindsQuery());
  return (
    <AdminPage title={t('admin.notificationKinds.title')} backHref="/app/admin">
      {kinds.isPending ? (
        <div className="admin__pad ion-text-center">
          <IonSpinner aria-label={t('common.loading')} />
        </div>
      ) : kinds.isError ? (
        <FormError>{errorMessage(t, kinds.error)}</FormError>
      ) : (
        <KindsForm loaded={kinds.data} />
      )}
    </AdminPage>
  );
}
