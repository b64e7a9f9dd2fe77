import { IonItem, IonLabel } from '@ionic/react';
import { useTranslation } from 'react-i18next';

/** One labelled value of the profile; an empty value says so instead of leaving a gap. */
export function ProfileRow({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <IonItem className="profile-row" lines="full">
      <IonLabel className="ion-text-wrap">
        <p className="profile-row__label">{label}</p>
        <div className={`profile-row__value${value ? '' : ' profile-row__value--empty'}`}>
          {value || t('profile.notSet')}
        </div>
      </IonLabel>
    </IonItem>
  );
}
