import { IonContent, IonPage } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '@fairway/golf';
import { PageHeader } from '../../components/page-header';
import { MemberImage } from './member-image';
import { whsQuery } from './member-images.queries';
import './member-images.css';

/** spec §2 /app/whs: the member's WHS summary image, or a message when there is none. */
export default function WhsPage() {
  const { t, i18n } = useTranslation();
  const image = useQuery(whsQuery(resolveLanguage(i18n.language)));
  return (
    <IonPage>
      <PageHeader title={t('whs.title')} />
      <IonContent>
        <div className="member-image">
          <MemberImage
            image={image}
            alt={t('whs.alt')}
            none={t('whs.none')}
            noneCode="NO_INDEX"
            className="member-image__img"
          />
        </div>
      </IonContent>
    </IonPage>
  );
}
