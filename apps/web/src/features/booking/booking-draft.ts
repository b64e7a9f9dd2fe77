import type {
  BookablePlayer,
  BookingPlayer,
  BookingPlayerInput,
  GuestPlayer,
} from '@fairway/contract';
import {
  clampGuestHandicap,
  GUEST_FIELDS,
  guestProblems,
  type GuestField,
  type GuestFieldConfig,
  type GuestProblem,
} from '@fairway/golf';

/**
 * A player on the booking form besides the booker (spec §3 Booking player): a member, a guest or
 * an unknown player added on this screen, or one already saved in the booking.
 */
export type DraftPlayer =
  | { kind: 'member'; key: string; memberId: number; name: string }
  | { kind: 'guest'; key: string; name: string; guest: GuestPlayer }
  | { kind: 'unknown'; key: string }
  | { kind: 'saved'; key: string; player: BookingPlayer };

let counter = 0;
const nextKey = () => `p${++counter}`;

/** The member ids already in the booking (the booker included). */
function memberIds(players: readonly DraftPlayer[], bookerId: number | null): Set<number> {
  const ids = new Set<number>(bookerId === null ? [] : [bookerId]);
  for (const p of players) {
    if (p.kind === 'member') ids.add(p.memberId);
    if (p.kind === 'saved' && p.player.member_id !== null) ids.add(p.player.member_id);
  }
  return ids;
}

/** Places still open on the form: the flight's maximum minus the booker and the extra players. */
export const placesLeft = (players: readonly DraftPlayer[], maxPlayers: number): number =>
  Math.max(0, maxPlayers - 1 - players.length);

/**
 * spec §5: adding a known member who is already in the booking is ignored (the same list comes
 * back), and nobody is added once the flight is full.
 */
export function addMember(
  players: readonly DraftPlayer[],
  member: Pick<BookablePlayer, 'id' | 'name'>,
  bookerId: number | null,
  maxPlayers: number,
): readonly DraftPlayer[] {
  if (placesLeft(players, maxPlayers) === 0) return players;
  if (memberIds(players, bookerId).has(member.id)) return players;
  return [...players, { kind: 'member', key: nextKey(), memberId: member.id, name: member.name }];
}

export function addGuest(
  players: readonly DraftPlayer[],
  guest: GuestPlayer,
  maxPlayers: number,
): readonly DraftPlayer[] {
  if (placesLeft(players, maxPlayers) === 0) return players;
  return [...players, { kind: 'guest', key: nextKey(), name: guestName(guest), guest }];
}

export function addUnknown(
  players: readonly DraftPlayer[],
  maxPlayers: number,
): readonly DraftPlayer[] {
  if (placesLeft(players, maxPlayers) === 0) return players;
  return [...players, { kind: 'unknown', key: nextKey() }];
}

/** The same players with keys of this page's life (a flight read back after a reload). */
export const rekeyPlayers = (players: readonly DraftPlayer[]): readonly DraftPlayer[] =>
  players.map((p) => ({ ...p, key: nextKey() }));

export const removePlayer = (players: readonly DraftPlayer[], key: string) =>
  players.filter((p) => p.key !== key);

/** The saved extra players of a booking as the edit form starts with them. */
export const savedPlayers = (players: readonly BookingPlayer[], bookerTeetimeId: number) =>
  players
    .filter((p) => p.teetime_id !== bookerTeetimeId)
    .map((player): DraftPlayer => ({ kind: 'saved', key: `t${player.teetime_id}`, player }));

/** The players as POST and PUT /api/booking take them (the booker is added by the server). */
export function playersInput(players: readonly DraftPlayer[]): BookingPlayerInput[] {
  return players.map((p): BookingPlayerInput => {
    switch (p.kind) {
      case 'member':
        return { member_id: p.memberId };
      case 'guest':
        return { guest: p.guest };
      case 'unknown':
        return { unknown: true };
      case 'saved':
        return { teetime_id: p.player.teetime_id };
    }
  });
}

/** A guest's name as the list shows it: first name, middle name and surname. */
export function guestName(guest: GuestPlayer): string {
  const first = guest.firstname?.trim() || guest.initials?.trim() || '';
  return [first, guest.middlename?.trim(), guest.lastname?.trim()].filter(Boolean).join(' ');
}

/** What the guest form holds: every field as typed. */
export type GuestForm = Partial<Record<GuestField, string>>;

/** A typed handicap: '12,4', '12.4' and '+2' (a plus handicap, stored as −2) are all read. */
export function parseHandicap(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^[+-]?\d{1,3}(\.\d)?$/.test(t)) return Number.NaN;
  const n = Number(t.replace(/^\+/, ''));
  return t.startsWith('+') ? -n : n;
}

export interface GuestCheck {
  problems: GuestProblem[];
  guest: GuestPlayer | null;
}

/** The guest fields typed as text (the others are a date, a number and a choice). */
type TextField = Exclude<GuestField, 'birthdate' | 'handicap' | 'gender'>;
const TEXT_FIELDS = GUEST_FIELDS.filter(
  (f): f is TextField => f !== 'birthdate' && f !== 'handicap' && f !== 'gender',
);

/**
 * spec §5 Guest player: the club's required fields, a GSN of NL + digits, a readable handicap
 * (clamped to −9..54), and a name (`guestProblems`, the rules the server applies too).
 */
export function checkGuest(typed: GuestForm, config: readonly GuestFieldConfig[]): GuestCheck {
  const form: GuestForm = { ...typed, gsn: typed.gsn?.trim().toUpperCase() ?? '' };
  const handicapText = form.handicap ?? '';
  const handicap = parseHandicap(handicapText);
  const problems = guestProblems(
    { ...form, handicap: handicap === null ? null : handicapText },
    config,
  ).filter((p) => p.field !== 'handicap' || p.problem === 'required');
  if (handicap !== null && Number.isNaN(handicap)) {
    problems.push({ field: 'handicap', problem: 'range' });
  }
  if (problems.length > 0) return { problems, guest: null };

  const guest: GuestPlayer = {};
  for (const field of TEXT_FIELDS) {
    const value = form[field]?.trim();
    if (value) guest[field] = value;
  }
  if (form.birthdate) guest.birthdate = form.birthdate;
  if (form.gender === 'm' || form.gender === 'v') guest.gender = form.gender;
  if (handicap !== null) guest.handicap = clampGuestHandicap(handicap);
  return { problems: [], guest };
}
