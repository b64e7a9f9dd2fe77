import { useCallback, useEffect, useRef, useState } from 'react';
import { useIonRouter, useIonViewWillLeave } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { FLIGHT } from '@fairway/golf';
import { lockTeeTime, unlockTeeTime } from '../../api/booking.api';
import { isApiError } from '../../api/api-error';
import { bookingKeys } from './booking.queries';
import { clearCreateDraft } from './create-draft';

/** What the member chose: a time on the grid, or one of their own bookings. */
export interface ChosenTime {
  courseId: number;
  timestamp: number;
  /** The tee the flight starts from; 1 when left out. */
  startTee?: number;
  /** Where to go once the time is ours: the create screen or the booking's edit view. */
  href: string;
  /** An own booking opens even when the lock cannot be had for another reason (a match time). */
  own: boolean;
}

/** The tee time the chooser has just locked, so the screen it opens need not ask again. */
let justLocked: string | null = null;
const lockId = (courseId: number, timestamp: number, startTee = 1) =>
  `${courseId}@${timestamp}@${startTee}`;

/**
 * Whether the time was locked by the chooser that opened this screen (once: a later reload of
 * the screen must take the lock again).
 */
export function takeJustLocked(courseId: number, timestamp: number, startTee = 1): boolean {
  const fresh = justLocked === lockId(courseId, timestamp, startTee);
  justLocked = null;
  return fresh;
}

/**
 * spec §4 "Tee time slots": a lock is requested first. Free: on to create or edit. Otherwise the
 * 'locked' message with the minutes left. Refusals of the lock itself (the time closed meanwhile)
 * come back as `refusal` and the sheet is read again.
 */
export function useChooseTeeTime() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const [lockedMinutes, setLockedMinutes] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const choose = useCallback(
    async (chosen: ChosenTime) => {
      if (busy) return;
      setBusy(true);
      try {
        const answer = await lockTeeTime(chosen.courseId, chosen.timestamp, chosen.startTee);
        if (answer.status === FLIGHT.FREE) {
          justLocked = lockId(chosen.courseId, chosen.timestamp, chosen.startTee);
          // A time chosen on the grid starts with an empty flight.
          clearCreateDraft();
          router.push(chosen.href, 'forward');
        } else setLockedMinutes(answer.remaining_lock_time);
      } catch (error) {
        if (chosen.own && isApiError(error) && error.status !== 0) {
          router.push(chosen.href, 'forward');
        } else if (!isApiError(error) || error.status !== 0) {
          setRefusal(error);
        }
      } finally {
        setBusy(false);
        void queryClient.invalidateQueries({ queryKey: bookingKeys.sheets() });
      }
    },
    [busy, router, queryClient],
  );

  return {
    choose,
    busy,
    lockedMinutes,
    clearLocked: () => setLockedMinutes(null),
    refusal,
    clearRefusal: () => setRefusal(null),
  };
}

/**
 * The lock a create or edit screen holds: released after save, edit, delete or back (spec §4),
 * which all leave the screen; a lock that is never released runs out by itself on the server.
 */
export function useHeldLock(courseId: number | null, timestamp: number | null, startTee = 1) {
  const released = useRef(false);
  const held = useRef<{ courseId: number; timestamp: number; startTee: number } | null>(null);
  held.current = courseId !== null && timestamp !== null ? { courseId, timestamp, startTee } : null;

  const release = useCallback(() => {
    const lock = held.current;
    if (released.current || !lock) return;
    released.current = true;
    unlockTeeTime(lock.courseId, lock.timestamp, lock.startTee).catch(() => {
      // The lock expires on its own; nothing to tell the member.
    });
  }, []);

  useIonViewWillLeave(release);
  useEffect(() => release, [release]);
  return release;
}
