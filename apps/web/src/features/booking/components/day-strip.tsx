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
  const strip = useRef<HTMLDivElement>(null);
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const row = strip.current;
    if (!row) return;
    // The chosen day is centred in the row whenever the row is laid out: a day picked in the
    // occupation view arrives while this screen is still hidden behind Ionic's transition, where
    // nothing can be scrolled, so the row is centred again once it gets its size.
    const centre = () => {
      const chip = chosen.current;
      if (!chip || row.clientWidth === 0) return;
      row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(centre);
    observer.observe(row);
    return () => observer.disconnect();
  }, [value]);
  return (
    <div ref={strip} className="day-strip" role="radiogroup" aria-label={t('booking.fields.date')}>
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
