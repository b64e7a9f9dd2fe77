import { IonContent, IonPage } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '@fairway/golf';
import { PageHeader } from '../../components/page-header';
import { MemberImage } from './member-image';
import { selfQuery } from '../members';
import { hasWhsSummary, whsQuery } from './member-images.queries';
import './member-images.css';

/** spec §2 /app/whs: the member's WHS summary image, or a message when there is none. */
export default function WhsPage() {
  const { t, i18n } = useTranslation();
  // Asked again on every visit: an index that came since decides whether there is an image.
  const self = useQuery({ ...selfQuery(), refetchOnMount: 'always' });
  const image = useQuery({
    ...whsQuery(resolveLanguage(i18n.language)),
    enabled: self.data !== undefined && hasWhsSummary(self.data),
  });
  return (
    <IonPage>
      <PageHeader title={t('whs.title')} />
      <IonContent>
        <div className="member-image">
          <MemberImage
            image={image}
            self={self}
            has={hasWhsSummary}
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
