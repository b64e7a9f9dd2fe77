import { IonButton, IonContent, IonPage } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { attendanceRefusal } from '@fairway/golf';
import type {
  AdminDayFlight,
  AdminDayPlayer,
  AdminTeeSheetDay,
  Attendance,
} from '@fairway/contract';
import { ChoiceGroup } from '../../components/choice-group';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../i18n/error-message';
import { addDays, clubNow } from '../../lib/club-clock';
import { formatDate, isWireDate } from '../../lib/dates';
import { adminCourseQuery, adminDayQuery, useAttendanceWrite } from './course-admin.queries';
import { QueryState } from './query-state';
import '../admin/admin.css';
import './course-admin.css';

/** The choice group's values: a mark, or 'none' (nobody wrote one). */
type Mark = Attendance | 'none';
const MARKS: readonly Mark[] = ['none', 'arrived', 'no_show'];

/** One player's line: the name and the three marks, those the tee time cannot take yet shown off. */
function PlayerMark({
  day,
  flight,
  player,
  busy,
  onMark,
}: {
  day: AdminTeeSheetDay;
  flight: AdminDayFlight;
  player: AdminDayPlayer;
  busy: boolean;
  onMark: (attendance: Attendance | null) => void;
}) {
  const { t } = useTranslation();
  const name =
    player.name || (player.kind === 'guest' ? t('teeSheetDay.guest') : t('teeSheetDay.unknown'));
  const slot = { date: day.date, time: flight.time };
  return (
    <li className="tee-sheet-day__player">
      <span className="tee-sheet-day__name">
        {name}
        {player.kind === 'guest' && player.name ? ` (${t('teeSheetDay.guest')})` : ''}
      </span>
      <ChoiceGroup<Mark>
        label={t('teeSheetDay.markOf', { name })}
        hideLabel
        value={player.attendance ?? 'none'}
        options={MARKS.map((m) => ({ value: m, label: t(`teeSheetDay.mark.${m}`) }))}
        disabled={(m) => busy || attendanceRefusal(slot, m === 'none' ? null : m, day.now) !== null}
        onChange={(m) => onMark(m === 'none' ? null : m)}
      />
    </li>
  );
}

/**
 * A course's day for the starter (role tee_sheet_manager): every booked tee time with its players,
 * each marked arrived or no-show as the day goes (a no-show once the tee time has started). The
 * administrator's bookings report counts the no-shows.
 */
export default function TeeSheetDayPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams<{ id: string }>().id);
  // The day is in the address (?date=), so a reload or a shared link keeps the starter's day.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked ?? clubNow(new Date()).date;
  const setDate = (next: string) => setSearch({ date: next }, { replace: true });
  const course = useQuery(adminCourseQuery(courseId));
  const day = useQuery({ ...adminDayQuery(courseId, date), enabled: isWireDate(date) });
  const write = useAttendanceWrite(courseId);
  const players = day.data?.flights.flatMap((f) => f.players) ?? [];
  const count = (a: Attendance) => players.filter((p) => p.attendance === a).length;

  return (
    <IonPage>
      <PageHeader
        title={
          course.data ? `${t('teeSheetDay.title')} · ${course.data.name}` : t('teeSheetDay.title')
        }
        backHref={`/app/admin/courses/${courseId}`}
      />
      <IonContent className="admin">
        <div className="admin__column">
          <p className="admin__intro">{t('teeSheetDay.intro')}</p>
          <div className="admin__pad tee-sheet-day__date">
            <TextField
              type="date"
              label={t('teeSheetDay.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <div className="tee-sheet-day__steps">
              <IonButton fill="outline" onClick={() => setDate(addDays(date, -1))}>
                {t('teeSheetDay.previous')}
              </IonButton>
              <IonButton fill="outline" onClick={() => setDate(addDays(date, 1))}>
                {t('teeSheetDay.next')}
              </IonButton>
            </div>
          </div>
          {write.error ? <FormError>{errorMessage(t, write.error)}</FormError> : null}
          {!day.data ? (
            <QueryState error={day.error} />
          ) : day.data.flights.length === 0 ? (
            <p className="admin__pad">{t('teeSheetDay.empty', { date: formatDate(date) })}</p>
          ) : (
            <>
              <p className="admin__pad tee-sheet-day__summary" role="status">
                {t('teeSheetDay.summary', {
                  count: players.length,
                  arrived: count('arrived'),
                  noShows: count('no_show'),
                })}
              </p>
              {day.data.date > day.data.now.date ? (
                <p className="admin__pad">{t('teeSheetDay.future')}</p>
              ) : null}
              {day.data.flights.map((f) => (
                <section
                  key={f.booking_id}
                  className="tee-sheet-day__flight"
                  aria-label={`${f.time} ${t('teeSheetDay.tee', { tee: f.start_tee })}`}
                >
                  <h2 className="admin__section-title">
                    {f.time} · {t('teeSheetDay.tee', { tee: f.start_tee })} ·{' '}
                    {t('teeSheetDay.holes', { count: f.holes })}
                    {f.turn_time !== null
                      ? ` · ${t('teeSheetDay.turn', { time: f.turn_time })}`
                      : ''}
                    {f.match_id !== null ? ` · ${t('teeSheetDay.match')}` : ''}
                  </h2>
                  <ul className="tee-sheet-day__players">
                    {f.players.map((p) => (
                      <PlayerMark
                        key={p.id}
                        day={day.data}
                        flight={f}
                        player={p}
                        busy={write.isPending}
                        onMark={(attendance) => write.mutate({ bookingId: p.id, attendance })}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
