import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import {
  calendarOutline,
  flagOutline,
  returnDownForwardOutline,
  timeOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, weekdayName } from '../../../lib/dates';

/** Date, time and course of a booking at the top of its screen. */
export function BookingWhen({
  date,
  time,
  courseName,
  startTee = 1,
  turnTime = null,
  children,
}: {
  date: string | null;
  time: string | null;
  courseName: string | null;
  /** Named only when the flight starts from another tee than 1. */
  startTee?: number;
  /** An 18-hole round from tee 10: the tee-1 time of its turn. */
  turnTime?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const missing = t('booking.notChosen');
  return (
    <div className="booking-when">
      <div className="booking-when__item">
        <IonIcon icon={calendarOutline} aria-hidden="true" />
        <span className="sr-only">{t('booking.fields.date')}</span>
        <span>{date ? `${weekdayName(date, locale, 'long')} ${formatDate(date)}` : missing}</span>
      </div>
      <div className="booking-when__item booking-when__item--time">
        <IonIcon icon={timeOutline} aria-hidden="true" />
        <span className="sr-only">{t('booking.fields.time')}</span>
        <span>{time ?? missing}</span>
      </div>
      <div className="booking-when__item">
        <IonIcon icon={flagOutline} aria-hidden="true" />
        <span className="sr-only">{t('booking.fields.course')}</span>
        <span>
          {courseName ?? missing}
          {startTee !== 1 ? ` · ${t('booking.startTee', { tee: startTee })}` : null}
        </span>
      </div>
      {turnTime ? (
        <div className="booking-when__item">
          <IonIcon icon={returnDownForwardOutline} aria-hidden="true" />
          <span>{t('booking.turnAt', { time: turnTime })}</span>
        </div>
      ) : null}
      {children}
    </div>
  );
}
