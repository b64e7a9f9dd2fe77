import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin-page';
import { adminRightsQuery } from '../match-admin';
import { areasFor } from './admin-areas';
import './admin.css';

/** The back office's home: the areas the member's roles open, each with what it is for. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const rights = useQuery(adminRightsQuery());
  const areas = areasFor(rights.data?.roles ?? []);
  return (
    <AdminPage title={t('admin.title')} intro={t('admin.intro')}>
      <IonList inset>
        {areas.map((area) => (
          <IonItem key={area.id} routerLink={area.path} detail>
            <IonLabel>
              <h2>{t(area.title as never)}</h2>
              <p>{t(area.description as never)}</p>
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
    </AdminPage>
  );
}
