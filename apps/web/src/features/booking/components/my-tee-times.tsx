import { IonButton, IonSkeletonText, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { calendarOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '@fairway/contract';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { OfflineSince } from '../../../components/offline-since';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { FlashNotice } from '../../../components/flash-notice';
import { myBookingsQuery } from '../booking.queries';
import { splitBookings } from '../tee-sheet-view';
import { useChooseTeeTime } from '../use-tee-time-lock';
import { BookingRow } from './booking-row';
import { ClubNotices } from './club-notices';
import { ChooserAlerts } from './tee-time-alerts';

/** spec §2 /app/booking/list, "my tee times": what is coming and the history. */
export function MyTeeTimes() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const list = useQuery(myBookingsQuery());
  const chooser = useChooseTeeTime();
  const { upcoming, history } = splitBookings(list.data ?? []);

  // An upcoming booking can change, so it is locked first like a time on the grid (spec §4);
  // history only shows.
  const open = (b: BookingSummary) => {
    const href = `/app/booking/${b.id}`;
    if (b.history) router.push(href, 'forward');
    else
      void chooser.choose({
        courseId: b.course.id,
        timestamp: b.timestamp,
        startTee: b.start_tee,
        href,
        own: true,
      });
  };

  return (
    <>
      <PullToRefresh refresh={() => list.refetch()} />
      {/* 'Booked' or 'changed', after the create or edit screen brought the member here. */}
      <FlashNotice place="bookings" className="booking-flash" />
      <OfflineSince query={list} className="offline-since--page" />
      <ClubNotices />
      {list.isPending ? (
        <div className="booking-list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <IonSkeletonText key={i} animated className="booking-row booking-row--skeleton" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <section className="booking-list" aria-labelledby="booking-upcoming">
            <h2 id="booking-upcoming" className="booking__section-title section-label">
              {t('booking.list.upcoming')}
            </h2>
            {upcoming.length === 0 ? (
              <EmptyState
                icon={calendarOutline}
                title={t('booking.list.emptyTitle')}
                text={t('booking.list.emptyText')}
              >
                <IonButton onClick={() => router.push('/app/booking/grid', 'none', 'replace')}>
                  {t('booking.list.find')}
                </IonButton>
              </EmptyState>
            ) : (
              upcoming.map((b) => (
                <BookingRow key={b.id} booking={b} onOpen={() => open(b)} disabled={chooser.busy} />
              ))
            )}
          </section>
          {history.length > 0 ? (
            <section className="booking-list" aria-labelledby="booking-history">
              <h2 id="booking-history" className="booking__section-title section-label">
                {t('booking.list.history')}
              </h2>
              {history.map((b) => (
                <BookingRow key={b.id} booking={b} onOpen={() => open(b)} />
              ))}
            </section>
          ) : null}
        </>
      )}
      <ChooserAlerts chooser={chooser} />
    </>
  );
}
