// What booking_create answers or raises, read as the booking repository hands it on.
import type { StoredAnswer } from '../idempotency';
import type { BookingRow, MemberCheck, MemberName, MemberRefusal } from './booking.types';
import { MEMBER_REFUSALS } from './booking.types';
import type { SlotJson } from './tee-slots.repository';

/** booking_create's answer, as JSON gives it (timestamps are strings). */
export type RawCreate =
  | { taken: false; slot: SlotJson; stored: StoredAnswer | null }
  | {
      taken: true;
      rows: (Omit<BookingRow, 'created_at'> & { created_at: string })[];
      names: ({ member: number } & MemberName)[] | null;
    };

/**
 * The refusal booking_create raised (error code FB001, the refusal as JSON in its message), if
 * that is what `err` is (drizzle wraps driver errors).
 */
export function raisedRefusal(err: unknown): { refusal: string } | null {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === 'FB001' && typeof message === 'string')
      return JSON.parse(message) as { refusal: string };
  }
  return null;
}

/**
 * A refusal of booking_members_check, checked to be one booking.service knows: another is a bug
 * between the SQL and the service, thrown as a plain error (logged, answered 500).
 */
export function memberRefusal(r: { refusal: string }): MemberRefusal {
  if (!(MEMBER_REFUSALS as readonly string[]).includes(r.refusal))
    throw new Error(`booking_members_check refused with an unknown code: ${r.refusal}`);
  return r as MemberRefusal;
}

export function memberCheck(r: unknown): MemberCheck {
  const check = r as { refusal: string } | { names: ({ member: number } & MemberName)[] | null };
  if ('refusal' in check) return memberRefusal(check);
  return {
    names: new Map(
      (check.names ?? []).map(({ member, roepnaam, voorletters, tussenvoegsel, achternaam }) => [
        member,
        { roepnaam, voorletters, tussenvoegsel, achternaam },
      ]),
    ),
  };
}
