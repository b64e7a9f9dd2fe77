import { IonItem, IonLabel } from '@ionic/react';
import { useTranslation } from 'react-i18next';

/**
 * One labelled value of the profile; an empty value says so instead of leaving a gap. With `href`
 * (a phone number's tel: link) a value is a link.
 */
export function ProfileRow({
  label,
  value,
  href,
}: {
  label: string;
  value: string | null | undefined;
  href?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <IonItem className="profile-row" lines="full">
      <IonLabel className="ion-text-wrap">
        <p className="profile-row__label">{label}</p>
        <div className={`profile-row__value${value ? '' : ' profile-row__value--empty'}`}>
          {value && href ? (
            <a href={href} className="profile-row__link">
              {value}
            </a>
          ) : (
            value || t('profile.notSet')
          )}
        </div>
      </IonLabel>
    </IonItem>
  );
}
