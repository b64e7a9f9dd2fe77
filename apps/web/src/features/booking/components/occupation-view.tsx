import { IonSkeletonText, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, weekdayName } from '../../../lib/dates';
import { configQuery } from '../../club';
import { overviewQuery, teeTimeCoursesQuery } from '../booking.queries';
import { setGridChoice, useGridChoice } from '../grid-choice';
import { occupationLevel } from '../tee-sheet-view';
import { SheetFilters } from './sheet-filters';

/**
 * The occupation view (spec §2, from /api/teetimes/overview, cached 5 minutes): per open day and
 * hour how full the course is. A day opens the grid on that day.
 */
export function OccupationView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const router = useIonRouter();
  const config = useQuery(configQuery());
  const courses = useQuery(teeTimeCoursesQuery());
  const choice = useGridChoice();
  const course =
    courses.data?.find((c) => c.id === choice.courseId) ??
    courses.data?.find((c) => c.id === config.data?.website_default_baan) ??
    courses.data?.[0];
  const overview = useQuery(overviewQuery(course?.id ?? null, choice.holes));
  const hours = [
    ...new Set(overview.data?.days.flatMap((d) => d.hours.map((h) => h.hour)) ?? []),
  ].sort((a, b) => a - b);

  const openDay = (date: string) => {
    setGridChoice({ date, ...(course ? { courseId: course.id } : {}) });
    router.push('/app/booking/grid', 'none', 'replace');
  };

  return (
    <>
      <SheetFilters courses={courses.data} course={course} holes={choice.holes} />
      {overview.isPending ? (
        <IonSkeletonText animated className="occupation occupation--skeleton" />
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <div className="occupation">
            <div className="occupation__row occupation__row--head" aria-hidden="true">
              <span className="occupation__day">{t('booking.occupation.day')}</span>
              {hours.map((h) => (
                <span key={h} className="occupation__hour">
                  {String(h).padStart(2, '0')}
                </span>
              ))}
            </div>
            {overview.data.days.map((day) => (
              <button
                key={day.date}
                type="button"
                className="occupation__row"
                onClick={() => openDay(day.date)}
                // The name starts with the day as shown ("wo 26-11", then the year), so speech
                // input finds the row by what it reads (WCAG 2.5.3).
                aria-label={t('booking.occupation.dayLabel', {
                  day: `${weekdayName(day.date, locale)} ${formatDate(day.date)}`,
                  occupied: day.occupied,
                  places: day.places,
                })}
              >
                <span className="occupation__day" aria-hidden="true">
                  <span className="occupation__weekday">{weekdayName(day.date, locale)}</span>{' '}
                  {formatDate(day.date).slice(0, 5)}
                </span>
                {hours.map((h) => {
                  const cell = day.hours.find((x) => x.hour === h);
                  const level = cell ? occupationLevel(cell.occupied, cell.places) : null;
                  return (
                    <span
                      key={h}
                      aria-hidden="true"
                      className={`occupation__cell occupation__cell--${level ?? 'none'}`}
                      title={cell ? `${cell.occupied}/${cell.places}` : undefined}
                    />
                  );
                })}
              </button>
            ))}
          </div>
          <div className="occupation-legend" aria-hidden="true">
            {([0, 1, 2, 3, 4] as const).map((level) => (
              <span key={level} className="occupation-legend__item">
                <span className={`occupation__cell occupation__cell--${level}`} />
                {t(`booking.occupation.level${level}`)}
              </span>
            ))}
          </div>
        </>
      )}
    </>
  );
}
