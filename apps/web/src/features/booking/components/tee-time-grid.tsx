import { useEffect } from 'react';
import { IonIcon, IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { chevronForward, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { TeeTime } from '@fairway/contract';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { isApiError } from '../../../api/api-error';
import { clubNow } from '../../../lib/club-clock';
import { configQuery } from '../../club';
import { createLink } from '../booking-link';
import { teeTimeCoursesQuery, teeTimesQuery } from '../booking.queries';
import { setGridChoice, useGridChoice } from '../grid-choice';
import { isChoosable, sheetDays, slotState, type SlotState } from '../tee-sheet-view';
import { useChooseTeeTime } from '../use-tee-time-lock';
import { SheetFilters } from './sheet-filters';
import { DayStrip } from './day-strip';
import { ChooserAlerts } from './tee-time-alerts';

const STATE_LABEL = {
  own: 'booking.slot.own',
  full: 'booking.slot.full',
  blocked: 'booking.slot.blocked',
  match: 'booking.slot.match',
  locked: 'booking.slot.locked',
  not_open: 'booking.slot.notOpen',
} as const satisfies Record<Exclude<SlotState, 'free'>, string>;

/**
 * spec §2 /app/booking/grid, "find a tee time": course, day and 9 or 18 holes; today only the
 * times from now on. Choosing a time locks it first (spec §4).
 */
export function TeeTimeGrid() {
  const { t } = useTranslation();
  const config = useQuery(configQuery());
  const courses = useQuery(teeTimeCoursesQuery());
  const choice = useGridChoice();
  const today = clubNow(new Date()).date;
  const course =
    courses.data?.find((c) => c.id === choice.courseId) ??
    courses.data?.find((c) => c.id === config.data?.website_default_baan) ??
    courses.data?.[0];
  // The member's days ahead on this course (their category's, else the course's, else the
  // club's), as the server resolves them.
  const days = sheetDays(
    today,
    course?.booking_days_ahead ?? config.data?.booking_rules.booking_days_ahead ?? 0,
  );
  const date = choice.date && days.includes(choice.date) ? choice.date : today;
  const courseId = course?.id ?? null;
  // From tee 10 only where the course has it (its tees may have changed since it was chosen).
  const startTee = course?.start_tees.includes(choice.startTee) ? choice.startTee : 1;
  const holes = choice.holes;
  const sheet = useQuery(teeTimesQuery(courseId, holes, date, startTee));
  const chooser = useChooseTeeTime();

  useEffect(() => {
    if (courseId !== null && courseId !== choice.courseId) setGridChoice({ courseId });
  }, [courseId, choice.courseId]);

  const onChoose = (time: TeeTime) => {
    if (courseId === null) return;
    // A time someone else is booking is asked for too: the answer has the minutes left, or the
    // time itself when that lock has just run out.
    const state = slotState(time);
    void chooser.choose({
      courseId,
      timestamp: time.timestamp,
      startTee,
      own: state === 'own',
      href:
        state === 'own'
          ? `/app/booking/${time.own_booking_id}`
          : createLink({
              courseId,
              date,
              time: time.time,
              holes,
              timestamp: time.timestamp,
              startTee,
              places: time.free_slots,
              turn: time.turn_time,
            }),
    });
  };

  // spec §8: without a connection the list empties and shows its empty message (the app-wide
  // alert says what happened).
  const offline = sheet.isError && isApiError(sheet.error) && sheet.error.status === 0;
  const times = offline ? [] : (sheet.data ?? []);

  return (
    <>
      <PullToRefresh refresh={() => sheet.refetch()} />
      <SheetFilters courses={courses.data} course={course} holes={holes} startTee={startTee} />
      <DayStrip days={days} value={date} onChange={(d) => setGridChoice({ date: d })} />

      {courses.isError ? (
        <LoadError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : sheet.isPending ? (
        <div className="tee-times" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <IonSkeletonText key={i} animated className="row-button tee-time tee-time--skeleton" />
          ))}
        </div>
      ) : sheet.isError && !offline ? (
        <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : times.length === 0 ? (
        <EmptyState
          icon={timeOutline}
          title={t('booking.grid.emptyTitle')}
          text={t('booking.grid.emptyText')}
        />
      ) : (
        <ul className="tee-times" aria-label={t('booking.grid.times')}>
          {times.map((time) => (
            <li key={time.timestamp}>
              <TeeTimeRow
                time={time}
                showNames={config.data?.booking_show_player_name ?? false}
                disabled={chooser.busy}
                onChoose={() => onChoose(time)}
              />
            </li>
          ))}
        </ul>
      )}
      <ChooserAlerts chooser={chooser} />
    </>
  );
}

function TeeTimeRow({
  time,
  showNames,
  disabled,
  onChoose,
}: {
  time: TeeTime;
  showNames: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const state = slotState(time);
  const places = time.free_slots + time.occupied_slots;
  const names = showNames
    ? time.reservations.map((r) =>
        r.is_self ? t('booking.you') : r.unknown ? t('booking.unknownPlayer') : r.name,
      )
    : [];
  return (
    <button
      type="button"
      className={`row-button tee-time tee-time--${state}`}
      disabled={disabled || !isChoosable(state)}
      onClick={onChoose}
    >
      <span className="tee-time__time">{time.time}</span>
      <span className="tee-time__body">
        <span className="tee-time__places" aria-hidden="true">
          {Array.from({ length: places }, (_, i) => (
            <span
              key={i}
              className={`tee-time__place${i < time.occupied_slots ? ' tee-time__place--taken' : ''}`}
            />
          ))}
        </span>
        {names.filter(Boolean).length > 0 ? (
          <span className="tee-time__names">{names.filter(Boolean).join(', ')}</span>
        ) : null}
        {/* The club's own words, as typed: only the kind around them is translated. */}
        {time.block?.message ? (
          <span className="tee-time__names tee-time__message">{time.block.message}</span>
        ) : null}
      </span>
      <span className="tee-time__state">
        {state === 'free'
          ? t('booking.slot.free', { count: time.free_slots })
          : time.block && (state === 'blocked' || state === 'match')
            ? t(`teeBlocks.kind.${time.block.kind}`)
            : t(STATE_LABEL[state])}
      </span>
      {isChoosable(state) ? (
        <IonIcon className="tee-time__chevron" icon={chevronForward} aria-hidden="true" />
      ) : null}
    </button>
  );
}
