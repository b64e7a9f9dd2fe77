import { useEffect, useState } from 'react';
import {
  IonAlert,
  IonButton,
  IonContent,
  IonPage,
  IonSkeletonText,
  IonSpinner,
  useIonRouter,
} from '@ionic/react';
import { partialMatchKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Booking } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { deleteBooking, updateBooking } from '../../api/booking.api';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { useSingleWrite } from '../../lib/use-single-write';
import { showFlash } from '../../lib/flash';
import {
  leadTimeClosesAt,
  leadTimeFor,
  nextMainBooker as nextMainBookerOf,
  withinLeadTime,
} from '@fairway/golf';
import { clubNow } from '../../lib/club-clock';
import { formatDate } from '../../lib/dates';
import { configQuery } from '../club';
import { selfQuery } from '../members';
import { FormError } from '../../components/form-error';
import { playersInput, savedPlayers, type DraftPlayer } from './booking-draft';
import { usePlayerRefusals } from './use-player-refusals';
import { leadText } from './lead-time';
import { bookingKeys, bookingQuery } from './booking.queries';
import { BookingWhen } from './components/booking-when';
import { CancelPanel, type CancelChoice } from './components/cancel-panel';
import { PlayersEditor } from './components/players-editor';
import { useHeldLock } from './use-tee-time-lock';
import './booking.css';

/** The main booker's row is the player without a parent booking. */
const isMainRow = (p: Booking['players'][number]) => p.parent_teetime_id === null;
const ownerOf = (b: Booking) => b.players.find(isMainRow) ?? b.players[0];

/**
 * spec §2 /app/booking/{id}: one of the member's bookings. The main booker edits the extra players
 * while the club's rules allow it; cancelling asks for a reason when the club wants one (spec §5,
 * §6). Leaving releases the lock taken when the booking was opened (spec §4).
 */
export default function BookingEditPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  // A link with no booking number in it (/app/booking/abc) is never fetched: say so at once.
  const valid = Number.isInteger(id) && id > 0;
  const booking = useQuery(bookingQuery(id));
  const config = useQuery(configQuery());
  const self = useQuery(selfQuery());
  const b = booking.data;
  const release = useHeldLock(
    b && !b.history ? b.course_id : null,
    b?.timestamp ?? null,
    b?.start_tee,
  );
  const [players, setPlayers] = useState<readonly DraftPlayer[] | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const { write, busy } = useSingleWrite();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const owner = b ? ownerOf(b) : undefined;
  // spec §6: without the choice the main booker leaves alone; this member then leads the flight.
  const nextMainBooker =
    b && b.is_hoofdboeker && !b.offer_delete_choice
      ? nextMainBookerOf(
          b.players,
          (p) => p.member_id !== null && !p.unknown && !p.is_guest,
          isMainRow,
        )?.name
      : undefined;
  const initial = b && owner ? savedPlayers(b.players, owner.teetime_id) : [];
  useEffect(() => {
    if (b && owner && players === null) setPlayers(savedPlayers(b.players, owner.teetime_id));
  }, [b, owner, players]);
  const current = players ?? initial;
  const refusals = usePlayerRefusals(current);
  const changed = current.length !== initial.length || current.some((p) => p.kind !== 'saved');

  const done = async (message: string, cancelled = false) => {
    release();
    showFlash('success', message, 'bookings');
    const detail = bookingKeys.booking(id);
    // A cancelled booking is gone: fetched again while this screen leaves, it would only answer
    // 404 (logged in the console as a failed load). Marked stale, so a later visit asks.
    if (cancelled) await queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
    await queryClient.invalidateQueries({
      queryKey: bookingKeys.all,
      predicate: (query) => !cancelled || !partialMatchKey(query.queryKey, detail),
    });
    router.push('/app/booking/list', 'root', 'replace');
  };

  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 0) return; // the app-wide alert; same key retries
    // A player's field the server refused is shown on that player, the flight kept as typed.
    if (isApiError(error) && refusals.take(error)) return;
    setFailure({ error });
  };

  const save = async () => {
    if (!b) return;
    try {
      await write.run(async (key) => {
        await updateBooking(b.id, { players: playersInput(current) }, key);
        await done(t('booking.edit.done'));
      });
    } catch (error) {
      // spec §8 takes the member back to the grid after an edit error, which threw away the
      // changes: they stay here instead, to put right what the message names.
      fail(error);
    }
  };

  const cancel = async (choice: CancelChoice) => {
    if (!b) return;
    try {
      // A second tap while this runs is dropped: it would delete again and go back twice.
      await write.run(async (key) => {
        await deleteBooking(
          b.id,
          { delete_all_bookings: choice.deleteAll, reasonId: choice.reasonId },
          key,
        );
        await done(t('booking.cancel.done'), true);
      });
    } catch (error) {
      // spec §8: a delete failure shows the message; the member stays on the booking.
      fail(error);
    }
  };

  /**
   * Why the booking can no longer change (spec §5): the club's lead time and when it closed,
   * when that is the reason; otherwise the general text.
   */
  const lockedReason = (booking: Booking): string => {
    if (!config.data || !self.data) return t('booking.edit.locked');
    const slot = { date: booking.date, time: booking.time };
    const lead = leadTimeFor(config.data.booking_rules.lead_times, 'cancel', self.data.is_gast);
    const closed = leadTimeClosesAt(slot, lead);
    if (!closed || withinLeadTime(slot, clubNow(new Date()), lead)) return t('booking.edit.locked');
    return t('booking.edit.lockedSince', {
      lead: leadText(t, lead),
      until: `${formatDate(closed.date)} ${closed.time}`,
    });
  };

  return (
    <IonPage>
      <PageHeader title={t('booking.edit.title')} backHref="/app/booking/list" />
      <IonContent>
        {!valid ? (
          <EmptyState icon={alertCircleOutline} title={t('errors.NOT_FOUND')} />
        ) : booking.isPending ? (
          <div className="form-card" aria-hidden="true">
            <IonSkeletonText animated style={{ height: 96 }} />
            <IonSkeletonText animated style={{ height: 160 }} />
          </div>
        ) : booking.isError ? (
          <LoadError error={booking.error} onRetry={() => void booking.refetch()} />
        ) : (
          <div className="form-card booking-form">
            <BookingWhen
              date={booking.data.date}
              time={booking.data.time}
              courseName={booking.data.course_name}
              startTee={booking.data.start_tee}
              turnTime={booking.data.turn_time}
            >
              <div className="booking-when__holes">
                {t('booking.holes', { count: booking.data.holes })}
              </div>
            </BookingWhen>
            {booking.data.history ? (
              <p className="notice">{t('booking.edit.history')}</p>
            ) : !booking.data.can_edit && !booking.data.can_delete ? (
              <p className="notice">
                {booking.data.match_id !== null
                  ? t('booking.edit.match')
                  : lockedReason(booking.data)}
              </p>
            ) : null}
            <PlayersEditor
              booker={{
                id: owner?.member_id ?? null,
                name: owner?.name || booking.data.owner.name,
              }}
              players={current}
              onChange={setPlayers}
              editable={booking.data.can_edit}
              maxPlayers={Math.min(
                booking.data.max_players,
                booking.data.players.length + booking.data.free_slots,
              )}
              refusals={refusals.byPlayer}
            />
            {refusals.byPlayer.size > 0 ? (
              <FormError>{t('booking.players.refusedSummary')}</FormError>
            ) : null}
            {booking.data.can_edit ? (
              <IonButton expand="block" disabled={busy || !changed} onClick={() => void save()}>
                {busy && !cancelling ? <IonSpinner name="dots" /> : t('booking.edit.save')}
              </IonButton>
            ) : null}
            {booking.data.can_delete ? (
              cancelling ? (
                <CancelPanel
                  offerChoice={booking.data.offer_delete_choice}
                  nextMainBooker={nextMainBooker}
                  busy={busy}
                  onCancel={(choice) => void cancel(choice)}
                  onClose={() => setCancelling(false)}
                />
              ) : (
                <IonButton
                  expand="block"
                  fill="outline"
                  color="danger"
                  onClick={() => setCancelling(true)}
                >
                  {booking.data.is_hoofdboeker && !nextMainBooker
                    ? t('booking.cancel.open')
                    : t('booking.cancel.openOwn')}
                </IonButton>
              )
            ) : null}
          </div>
        )}
      </IonContent>
      <IonAlert
        isOpen={failure !== null}
        header={t('booking.errorTitle')}
        message={failure !== null ? errorMessage(t, failure.error) : undefined}
        buttons={[t('common.ok')]}
        onDidDismiss={() => {
          setFailure(null);
          void booking.refetch();
        }}
      />
    </IonPage>
  );
}
