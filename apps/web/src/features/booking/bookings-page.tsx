import { useEffect, useState } from 'react';
import {
  IonContent,
  IonLabel,
  IonPage,
  IonSegment,
  IonSegmentButton,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { RedirectOnce } from '../../components/redirect-once';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { configQuery, featuresQuery } from '../club/club.queries';
import {
  BOOKING_OFF_PATH,
  bookingEnabled,
  isBookingTab,
  storeBookingTab,
  type BookingTab,
} from './booking-tab';
import { MyTeeTimes } from './components/my-tee-times';
import { OccupationView } from './components/occupation-view';
import { TeeTimeGrid } from './components/tee-time-grid';
import './booking.css';

/**
 * spec §2 /app/booking with its sub-tabs: my tee times, find a tee time, and the occupation view
 * (when the club shows occupation). The tab chosen last is remembered for the menu.
 */
export default function BookingsPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const { pathname } = useLocation();
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  // Ionic keeps this page mounted (hidden) while other screens show, and it re-renders with
  // their addresses: only a booking tab's own address changes the tab it shows and remembers.
  const segment = pathname.split('/')[3];
  const [tab, setTab] = useState<BookingTab>(isBookingTab(segment) ? segment : 'list');
  if (isBookingTab(segment) && segment !== tab) setTab(segment);
  const showOccupation = config.data?.mobile_show_bezetting ?? true;

  useEffect(() => storeBookingTab(tab), [tab]);

  if (!bookingEnabled(config.data, features.data)) return <RedirectOnce to={BOOKING_OFF_PATH} />;
  if (tab === 'occupation' && !showOccupation) return <RedirectOnce to="/app/booking/grid" />;

  const tabs: BookingTab[] = showOccupation ? ['list', 'grid', 'occupation'] : ['list', 'grid'];
  return (
    <IonPage>
      <PageHeader title={t('booking.title')}>
        <IonToolbar color="primary" className="tabs-toolbar">
          <IonSegment
            value={tab}
            onIonChange={(e) => {
              const next = e.detail.value;
              if (isBookingTab(next) && next !== tab) {
                router.push(`/app/booking/${next}`, 'none', 'replace');
              }
            }}
          >
            {tabs.map((name) => (
              <IonSegmentButton key={name} value={name}>
                <IonLabel>{t(`booking.tabs.${name}`)}</IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
        </IonToolbar>
      </PageHeader>
      <IonContent>
        {tab === 'list' ? <MyTeeTimes /> : tab === 'grid' ? <TeeTimeGrid /> : <OccupationView />}
      </IonContent>
    </IonPage>
  );
}
