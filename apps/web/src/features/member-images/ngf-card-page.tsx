import { IonContent, IonPage } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NgfOrientation } from '@fairway/contract';
import { resolveLanguage } from '@fairway/golf';
import { ChoiceGroup } from '../../components/choice-group';
import { PageHeader } from '../../components/page-header';
import { MemberImage } from './member-image';
import { selfQuery } from '../members';
import { hasNgfCard, ngfCardQuery } from './member-images.queries';
import { useDeviceOrientation } from './use-orientation';
import './member-images.css';

/**
 * spec §2 /app/ngfcard: the federation card, drawn by the server, in portrait or landscape. It
 * follows the phone as it turns; the toggle chooses by hand (a phone locked upright, a desk).
 */
export default function NgfCardPage() {
  const { t, i18n } = useTranslation();
  const device = useDeviceOrientation();
  const [orientation, setOrientation] = useState<NgfOrientation>(device);
  useEffect(() => setOrientation(device), [device]);
  const lang = resolveLanguage(i18n.language);
  // Asked again on every visit: a GSN that came since decides whether there is a card.
  const self = useQuery({ ...selfQuery(), refetchOnMount: 'always' });
  const card = useQuery({
    ...ngfCardQuery(orientation, lang),
    enabled: self.data !== undefined && hasNgfCard(self.data),
  });

  return (
    <IonPage>
      <PageHeader title={t('ngfcard.title')} />
      <IonContent>
        <div className="member-image">
          <ChoiceGroup
            label={t('ngfcard.title')}
            hideLabel
            value={orientation}
            options={[
              { value: 'portrait', label: t('ngfcard.portrait') },
              { value: 'landscape', label: t('ngfcard.landscape') },
            ]}
            onChange={setOrientation}
          />
          <MemberImage
            image={card}
            self={self}
            has={hasNgfCard}
            alt={t('ngfcard.alt')}
            none={t('ngfcard.none')}
            noneCode="NO_CARD"
            className={`member-image__img member-image__img--card member-image__img--${orientation}`}
          />
        </div>
      </IonContent>
    </IonPage>
  );
}
