import { useEffect, useState } from 'react';
import { IonAlert, IonButton, IonContent, IonPage, IonSpinner, useIonRouter } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  bookingInsideLeadTime,
  bookingInvalid,
  FLIGHT,
  LIMITS,
  storedHoles,
  type BookingInvalid,
} from '@fairway/golf';
import { isApiError } from '../../api/api-error';
import { createBooking, lockTeeTime } from '../../api/booking.api';
import { FormError } from '../../components/form-error';
import { ChoiceGroup } from '../../components/choice-group';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { useSingleWrite } from '../../lib/use-single-write';
import { clubNow } from '../../lib/club-clock';
import { configQuery } from '../club';
import { selfQuery } from '../members';
import { playersInput, type DraftPlayer } from './booking-draft';
import { usePlayerRefusals } from './use-player-refusals';
import { showFlash } from '../../lib/flash';
import { INVALID_MESSAGE } from './booking-errors';
import { leadText } from './lead-time';
import { readCreateTarget } from './booking-link';
import { bookingKeys, teeTimeCoursesQuery } from './booking.queries';
import { BookingWhen } from './components/booking-when';
import { PlayersEditor } from './components/players-editor';
import { clearCreateDraft, createDraftKey, loadCreateDraft, saveCreateDraft } from './create-draft';
import { TeeTimeAlerts } from './components/tee-time-alerts';
import { takeJustLocked, useHeldLock } from './use-tee-time-lock';
import './booking.css';

/**
 * spec §2 /app/booking/create: the chosen time (locked for the member while they fill this in),
 * holes when the club lets members choose, and the flight. Saving, an error and going back all
 * release the lock (spec §4).
 */
export default function BookingCreatePage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const [target] = useState(() => readCreateTarget(search));
  const config = useQuery(configQuery());
  const courses = useQuery(teeTimeCoursesQuery());
  const self = useQuery(selfQuery());
  const release = useHeldLock(target.courseId, target.timestamp, target.startTee);
  const course = courses.data?.find((c) => c.id === target.courseId);
  const [holes, setHoles] = useState<number | null>(target.holes ?? LIMITS.BOOKING_DEFAULT_HOLES);
  // The flight survives a reload of this screen (the address keeps the time).
  const draftKey = createDraftKey(target.courseId, target.timestamp);
  const [players, setPlayersState] = useState<readonly DraftPlayer[]>(() =>
    loadCreateDraft(draftKey),
  );
  const refusals = usePlayerRefusals(players);
  const setPlayers = (next: readonly DraftPlayer[]) => {
    setPlayersState(next);
    saveCreateDraft(draftKey, next);
  };
  const [lockedMinutes, setLockedMinutes] = useState<number | null>(null);
  // Opened by a reload or a link, not by the grid's chooser: the time is locked again (spec §4),
  // so nobody else books it while the member finishes the flight.
  useEffect(() => {
    const { courseId, timestamp, startTee } = target;
    if (courseId === null || timestamp === null) return;
    if (takeJustLocked(courseId, timestamp, startTee)) return;
    lockTeeTime(courseId, timestamp, startTee)
      .then((answer) => {
        if (answer.status !== FLIGHT.FREE) setLockedMinutes(answer.remaining_lock_time);
      })
      .catch(() => {
        // A refusal (the time closed or passed) shows when the member books.
      });
  }, [target]);
  const [invalid, setInvalid] = useState<BookingInvalid | null>(null);
  const [confirmHoles, setConfirmHoles] = useState(false);
  const [insideLead, setInsideLead] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // One key per booking attempt: a retry after a lost answer cannot book twice.
  const { write, busy } = useSingleWrite();

  const flightMax = config.data?.flight_max_deelnemers ?? LIMITS.DEFAULT_FREE_SLOTS;
  const maxPlayers = Math.max(1, Math.min(flightMax, target.places ?? flightMax));
  const holeChoice = config.data?.booking_show_hole_selectie === '1' && course;
  const holeOptions = course?.hole_options ?? [];

  const save = async () => {
    const stored = holes === null ? null : storedHoles(holes);
    const { date, time, courseId } = target;
    if (!date || !time || !courseId || !stored) return;
    try {
      await write.run(async (key) => {
        await createBooking(
          {
            date,
            time,
            course_id: courseId,
            holes: stored,
            start_tee: target.startTee,
            players: playersInput(players),
          },
          key,
        );
        release();
        clearCreateDraft();
        showFlash('success', t('booking.create.done'), 'bookings');
        await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
        router.push('/app/booking/list', 'root', 'replace');
      });
    } catch (error) {
      // Without a connection the app-wide alert says so and the member can try again with the
      // same key; a refusal is final for this key. A player's field the server refused is shown
      // on that player, where it can be put right.
      if (isApiError(error) && error.status !== 0 && !refusals.take(error)) setFailure(error);
    }
  };

  // The hole choice is confirmed when the club asks for it, then the time is booked.
  const proceed = () => {
    if (config.data?.website_bevestig_hole_keuze === '1') setConfirmHoles(true);
    else void save();
  };

  const submit = () => {
    const now = clubNow(new Date());
    const problem = bookingInvalid(
      { date: target.date, time: target.time, courseId: target.courseId, holes },
      now,
    );
    setInvalid(problem);
    if (problem || !target.date || !target.time) return;
    // spec §5: booked inside the cancel lead time (a guest's 48 hours), the booking could not be
    // changed or cancelled any more: the member is told before, not after.
    const lead =
      config.data && self.data
        ? bookingInsideLeadTime(
            { date: target.date, time: target.time },
            now,
            config.data.booking_rules.lead_times,
            self.data.is_gast,
          )
        : null;
    if (lead) setInsideLead(lead);
    else proceed();
  };

  return (
    <IonPage>
      <PageHeader title={t('booking.create.title')} backHref="/app/booking/grid" />
      <IonContent>
        <form
          className="form-card booking-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <BookingWhen
            date={target.date}
            time={target.time}
            courseName={course?.name ?? null}
            startTee={target.startTee}
            turnTime={holes === 18 || holes === 27 ? target.turn : null}
          />
          {holeChoice && holeOptions.length > 1 ? (
            <ChoiceGroup
              label={t('booking.fields.holes')}
              value={holes}
              options={holeOptions.map((h) => ({
                value: h,
                label: t('booking.holes', { count: h }),
              }))}
              onChange={setHoles}
            />
          ) : (
            <div className="booking-form__holes">
              {holes ? t('booking.holes', { count: holes }) : ''}
            </div>
          )}
          <PlayersEditor
            booker={{
              id: self.data?.id ?? null,
              name: self.data?.volledige_naam ?? t('booking.you'),
            }}
            players={players}
            onChange={setPlayers}
            editable
            maxPlayers={maxPlayers}
            refusals={refusals.byPlayer}
          />
          {refusals.byPlayer.size > 0 ? (
            <FormError>{t('booking.players.refusedSummary')}</FormError>
          ) : null}
          {invalid ? <FormError>{t(INVALID_MESSAGE[invalid])}</FormError> : null}
          <IonButton type="submit" expand="block" disabled={busy}>
            {busy ? <IonSpinner name="dots" /> : t('booking.create.submit')}
          </IonButton>
        </form>
      </IonContent>
      <IonAlert
        isOpen={insideLead !== null}
        header={t('booking.create.insideWindowTitle')}
        message={
          insideLead ? t('booking.create.insideWindow', { lead: leadText(t, insideLead) }) : ''
        }
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          { text: t('booking.create.bookAnyway'), handler: proceed },
        ]}
        onDidDismiss={() => setInsideLead(null)}
      />
      <IonAlert
        isOpen={confirmHoles}
        header={t('booking.create.confirmHolesTitle')}
        message={t('booking.create.confirmHoles', { count: holes ?? 0 })}
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          { text: t('booking.create.confirm'), handler: () => void save() },
        ]}
        onDidDismiss={() => setConfirmHoles(false)}
      />
      <TeeTimeAlerts
        lockedMinutes={lockedMinutes}
        onLockedDismiss={() => {
          // Someone else is booking this time now: back to the grid to choose another.
          setLockedMinutes(null);
          clearCreateDraft();
          router.push('/app/booking/grid', 'back', 'replace');
        }}
        refusal={null}
        onRefusalDismiss={() => {}}
      />
      <IonAlert
        isOpen={failure !== null}
        header={t('booking.errorTitle')}
        message={failure !== null ? errorMessage(t, failure) : undefined}
        buttons={[t('common.ok')]}
        onDidDismiss={() => {
          // spec §8 takes the member back to the grid after a save error, which threw away the
          // flight typed in: the member stays here with it instead, the time still held, to
          // change what the message names or to go back for another time.
          setFailure(null);
          void queryClient.invalidateQueries({ queryKey: bookingKeys.sheets() });
        }}
      />
    </IonPage>
  );
}
