import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { monthName, weekdayName } from '../../../lib/dates';

/** The days the sheet is open, as a row of chips to swipe through; the chosen one in view. */
export function DayStrip({
  days,
  value,
  onChange,
}: {
  days: readonly string[];
  value: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    chosen.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [value]);
  return (
    <div className="day-strip" role="radiogroup" aria-label={t('booking.fields.date')}>
      {days.map((day) => {
        const checked = day === value;
        return (
          <button
            key={day}
            ref={checked ? chosen : undefined}
            type="button"
            role="radio"
            aria-checked={checked}
            className={`day-strip__day${checked ? ' day-strip__day--checked' : ''}`}
            onClick={() => onChange(day)}
          >
            <span className="day-strip__weekday">{weekdayName(day, locale)}</span>
            <span className="day-strip__date">{Number(day.slice(8, 10))}</span>
            <span className="day-strip__month">{monthName(day, locale)}</span>
          </button>
        );
      })}
    </div>
  );
}
