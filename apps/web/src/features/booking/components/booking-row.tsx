import { IonIcon } from '@ionic/react';
import { chevronForward, peopleOutline, trophyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '@fairway/contract';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, weekdayName } from '../../../lib/dates';

/** One of the member's tee times: when, where, how many holes and who plays. */
export function BookingRow({
  booking,
  onOpen,
  disabled,
}: {
  booking: BookingSummary;
  onOpen: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const players = [booking.player, ...booking.extra_players].map((p) =>
    p.name === '' ? t('booking.unknownPlayer') : p.name,
  );
  return (
    <button
      type="button"
      className={`booking-row${booking.history ? ' booking-row--history' : ''}`}
      onClick={onOpen}
      disabled={disabled}
    >
      <span className="booking-row__when">
        <span className="booking-row__weekday">{weekdayName(booking.date, locale)}</span>
        <span className="booking-row__time">{booking.loops[0]?.time ?? ''}</span>
      </span>
      <span className="booking-row__body">
        <span className="booking-row__title">
          {formatDate(booking.date)} · {booking.course.name}
        </span>
        <span className="booking-row__meta">
          {t('booking.holes', { count: booking.holes })}
          {booking.start_tee !== 1
            ? ` · ${t('booking.startTee', { tee: booking.start_tee })}`
            : null}
          {booking.match_id !== null ? (
            <span className="booking-row__badge">
              <IonIcon icon={trophyOutline} aria-hidden="true" /> {t('booking.match')}
            </span>
          ) : null}
          {!booking.is_hoofdboeker ? (
            <span className="booking-row__badge">{t('booking.bookedAlong')}</span>
          ) : null}
        </span>
        <span className="booking-row__players">
          <IonIcon icon={peopleOutline} aria-hidden="true" /> {players.join(', ')}
        </span>
      </span>
      <IonIcon className="booking-row__chevron" icon={chevronForward} aria-hidden="true" />
    </button>
  );
}
