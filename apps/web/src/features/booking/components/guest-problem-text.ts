import type { TFunction } from 'i18next';
import type { GuestFieldProblem } from '../booking-draft';

/**
 * What is wrong with a guest's field, in the member's language: the same words whether the form
 * found it as it was typed or the server refused the booking for it.
 */
export function guestProblemText(t: TFunction, p: GuestFieldProblem): string {
  const field = t(`booking.guest.fields.${p.field}`);
  if (p.problem === 'required') return t('booking.guest.problems.required', { field });
  if (p.field === 'gsn') return t('booking.guest.gsnPattern');
  if (p.field === 'handicap') return t('booking.guest.handicapRange');
  if (p.field === 'email') return t('booking.guest.problems.email');
  if (p.field === 'birthdate') return t('booking.guest.problems.birthdate');
  return t('booking.guest.problems.invalid', { field });
}
