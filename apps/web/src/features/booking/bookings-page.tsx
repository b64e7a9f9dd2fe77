import { useEffect, useState } from 'react';
import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { RedirectOnce } from '../../components/redirect-once';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { TabsToolbar } from '../../components/tabs-toolbar';
import { configQuery, featuresQuery } from '../club';
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
        <TabsToolbar
          tab={tab}
          tabs={tabs}
          label={(name) => t(`booking.tabs.${name}`)}
          onTab={(next) => router.push(`/app/booking/${next}`, 'none', 'replace')}
        />
      </PageHeader>
      <IonContent>
        {tab === 'list' ? <MyTeeTimes /> : tab === 'grid' ? <TeeTimeGrid /> : <OccupationView />}
      </IonContent>
    </IonPage>
  );
}
