import { LIMITS } from '../constants';
import { fromWallMinutes, wallMinutes, leadMinutes, type WallClock } from '../club-time';

/** The spec §5 Booking validity messages, as keys both the web and the server use. */
export type BookingInvalid = 'noDate' | 'noTime' | 'noCourse' | 'noHoles' | 'inPast';

export interface BookingDraft {
  date: string | null;
  time: string | null;
  courseId: number | null;
  holes: number | null;
}

/**
 * spec §5 Booking: a booking is valid only if date, time, course and holes are set and it is not
 * in the past. Returns the first problem, in the spec's order, or null.
 */
export function bookingInvalid(draft: BookingDraft, now: WallClock): BookingInvalid | null {
  if (!draft.date) return 'noDate';
  if (!draft.time) return 'noTime';
  if (!draft.courseId) return 'noCourse';
  if (!draft.holes) return 'noHoles';
  if (wallMinutes({ date: draft.date, time: draft.time }) < wallMinutes(now)) return 'inPast';
  return null;
}

/** spec §9: 27 holes are stored as 18; anything else must be 9 or 18. */
export function storedHoles(holes: number): 9 | 18 | null {
  if (holes === 27 || holes === 18) return 18;
  if (holes === 9) return 9;
  return null;
}

/** spec §4 Booking: a booking counts as history when its date and time are past. */
export const isHistory = (slot: WallClock, now: WallClock): boolean =>
  wallMinutes(slot) < wallMinutes(now);

/**
 * spec §5 Booking: edit or cancel only while now is before the slot start minus the club's lead
 * time ('hours:minutes'). A malformed lead time closes the window rather than opening it.
 */
export function withinLeadTime(slot: WallClock, now: WallClock, lead: string): boolean {
  const minutes = leadMinutes(lead);
  if (minutes === null) return false;
  return wallMinutes(now) < wallMinutes(slot) - minutes;
}

/** The lead times a club sets (spec §3 "edit and cancel lead times for guests and for members"). */
export interface LeadTimes {
  member_edit: string;
  member_cancel: string;
  guest_edit: string;
  guest_cancel: string;
}

export function leadTimeFor(lead: LeadTimes, action: 'edit' | 'cancel', isGuest: boolean): string {
  if (isGuest) return action === 'edit' ? lead.guest_edit : lead.guest_cancel;
  return action === 'edit' ? lead.member_edit : lead.member_cancel;
}

/**
 * When a lead time closes before a tee time (the last moment to edit or cancel it), or null when
 * the lead time is malformed.
 */
export function leadTimeClosesAt(slot: WallClock, lead: string): WallClock | null {
  const minutes = leadMinutes(lead);
  return minutes === null ? null : fromWallMinutes(wallMinutes(slot) - minutes);
}

/**
 * A booking made at `now` that its booker could no longer cancel (spec §5: guests have a longer
 * lead time than members): the cancel lead time that is already closed, so the screen can warn
 * before booking; null when there is still time to cancel.
 */
export function bookingInsideLeadTime(
  slot: WallClock,
  now: WallClock,
  lead: LeadTimes,
  isGuest: boolean,
): string | null {
  const cancel = leadTimeFor(lead, 'cancel', isGuest);
  return withinLeadTime(slot, now, cancel) ? null : cancel;
}

/** What spec §6 needs to decide the booking permissions of the member looking at it. */
export interface BookingPermissionInput {
  slot: WallClock;
  now: WallClock;
  isGuest: boolean;
  lead: LeadTimes;
  /** The member is the main booker (is_hoofdboeker: the parent booking). */
  isParent: boolean;
  /** A tournament (match) booking. */
  matchId: number | null;
  /** Config website_uitschrijven ('0' blocks changes and cancelling). */
  websiteUitschrijven: '0' | '1';
  /** Config booking_web_spelers_bijboeken: extra players may be added. */
  extraPlayersAllowed: '0' | '1';
  /** Config hoofdboeker_alleen_zichzelf_annuleren. */
  mainBookerOnlySelf: '0' | '1';
  /** The booking holds players besides the main booker. */
  hasExtraPlayers: boolean;
}

export interface BookingPermissions {
  history: boolean;
  /** Editing the players (spec §6 "Editing a booking player"). */
  canEdit: boolean;
  /** Deleting (cancelling) one's booking (spec §6 "Deleting a booking"). */
  canDelete: boolean;
  /** spec §3 can_delete_another_player: the main booker may take extra players off too. */
  canDeleteAnotherPlayer: boolean;
  /** spec §6: offer the choice between deleting extra players too or only oneself. */
  offerDeleteChoice: boolean;
}

/** spec §6 "Booking owner", "Editing a booking player" and "Deleting a booking". */
export function bookingPermissions(p: BookingPermissionInput): BookingPermissions {
  const history = isHistory(p.slot, p.now);
  const uitschrijven = p.websiteUitschrijven === '1';
  const editWindow = withinLeadTime(p.slot, p.now, leadTimeFor(p.lead, 'edit', p.isGuest));
  const cancelWindow = withinLeadTime(p.slot, p.now, leadTimeFor(p.lead, 'cancel', p.isGuest));
  const canEdit =
    !history && p.extraPlayersAllowed === '1' && p.isParent && editWindow && uitschrijven;
  const canDelete = !history && uitschrijven && cancelWindow && p.matchId === null;
  const canDeleteAnotherPlayer = canDelete && p.isParent && p.hasExtraPlayers;
  return {
    history,
    canEdit,
    canDelete,
    canDeleteAnotherPlayer,
    offerDeleteChoice: canDeleteAnotherPlayer && p.mainBookerOnlySelf === '1',
  };
}

/** spec §5/§9: a guest's handicap is clamped to −9..54. */
export function clampGuestHandicap(handicap: number): number {
  return Math.min(LIMITS.GUEST_HANDICAP_MAX, Math.max(LIMITS.GUEST_HANDICAP_MIN, handicap));
}

/** spec §5: a GSN is 'NL' followed by digits. */
export const GSN_PATTERN = /^NL\d+$/;

/** The guest player fields of spec §3, as the club's config list names them. */
export const GUEST_FIELDS = [
  'gsn',
  'initials',
  'firstname',
  'middlename',
  'lastname',
  'birthdate',
  'handicap',
  'gender',
  'email',
  'mobile',
  'country',
  'homecourse',
  'address',
  'postalCode',
  'city',
] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

/** One row of the club's guest-field config list (spec §5: tonen 'on', verplicht '1'). */
export interface GuestFieldConfig {
  veld: GuestField;
  tonen: 'on' | 'off';
  verplicht: '0' | '1';
}

/** The fields the guest form shows, in config order; address brings postal code and city along. */
export function shownGuestFields(config: readonly GuestFieldConfig[]): GuestField[] {
  const shown: GuestField[] = [];
  for (const row of config) {
    if (row.tonen !== 'on' || shown.includes(row.veld)) continue;
    shown.push(row.veld);
    if (row.veld === 'address') shown.push('postalCode', 'city');
  }
  return shown;
}

/**
 * spec §5: the required guest fields are those with tonen 'on' and verplicht '1'; a required
 * address also requires postalCode and city.
 */
export function requiredGuestFields(config: readonly GuestFieldConfig[]): GuestField[] {
  const required = new Set<GuestField>();
  for (const row of config) {
    if (row.tonen !== 'on' || row.verplicht !== '1') continue;
    required.add(row.veld);
    if (row.veld === 'address') {
      required.add('postalCode');
      required.add('city');
    }
  }
  return [...required];
}

export type GuestProblem = { field: GuestField; problem: 'required' | 'pattern' | 'range' };

/**
 * The problems of a guest against the club's config list and spec §5 (empty: the guest is fine);
 * a guest with neither a last nor a first name has its last name required.
 */
export function guestProblems(
  guest: Partial<Record<GuestField, string | number | null>>,
  config: readonly GuestFieldConfig[],
): GuestProblem[] {
  const problems: GuestProblem[] = [];
  const empty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  for (const field of requiredGuestFields(config)) {
    if (empty(guest[field])) problems.push({ field, problem: 'required' });
  }
  if (!empty(guest.gsn) && !GSN_PATTERN.test(String(guest.gsn).trim())) {
    problems.push({ field: 'gsn', problem: 'pattern' });
  }
  if (!empty(guest.handicap)) {
    const h = Number(guest.handicap);
    if (!Number.isFinite(h)) problems.push({ field: 'handicap', problem: 'range' });
  }
  // A guest needs a name to be shown in the flight, whatever the club requires.
  if (
    empty(guest.lastname) &&
    empty(guest.firstname) &&
    !problems.some((p) => p.field === 'lastname')
  ) {
    problems.push({ field: 'lastname', problem: 'required' });
  }
  return problems;
}

/**
 * spec §6: who leads a flight when its main booker cancels only their own place: the next member
 * in booking order (flights are listed main booker first, then by booking). None when only guests
 * and unknown players would stay: they never stay behind without a member, so they leave too.
 * The server applies it; the app names that member before the cancel.
 */
export function nextMainBooker<P>(
  flight: readonly P[],
  isMember: (p: P) => boolean,
  isMain: (p: P) => boolean,
): P | undefined {
  return flight.find((p) => !isMain(p) && isMember(p));
}
