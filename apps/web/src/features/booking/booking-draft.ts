import {
  GuestPlayer,
  type BookablePlayer,
  type BookingPlayer,
  type BookingPlayerInput,
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

/** The guests in a draft flight: those added now and those already booked. */
export const guestsInFlight = (players: readonly DraftPlayer[]): number =>
  players.filter((p) => p.kind === 'guest' || (p.kind === 'saved' && p.player.is_guest)).length;

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

/** A guest typed again (after a refusal): the new guest takes the old one's place in the flight. */
export const replaceGuest = (
  players: readonly DraftPlayer[],
  key: string,
  guest: GuestPlayer,
): readonly DraftPlayer[] =>
  players.map((p) =>
    p.key === key ? { kind: 'guest', key: nextKey(), name: guestName(guest), guest } : p,
  );

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

/**
 * What is wrong with a guest field: the club requires it, a GSN that is not NL + digits, a
 * handicap that cannot be read, or a value the contract's `GuestPlayer` refuses (an email that is
 * no address, a date that is no date, text too long).
 */
export interface GuestFieldProblem {
  field: GuestField;
  problem: GuestProblem['problem'] | 'invalid';
}

export interface GuestCheck {
  problems: GuestFieldProblem[];
  guest: GuestPlayer | null;
}

/** The guest fields typed as text (the others are a date, a number and a choice). */
type TextField = Exclude<GuestField, 'birthdate' | 'handicap' | 'gender'>;
const TEXT_FIELDS = GUEST_FIELDS.filter(
  (f): f is TextField => f !== 'birthdate' && f !== 'handicap' && f !== 'gender',
);

const isGuestField = (v: unknown): v is GuestField => GUEST_FIELDS.includes(v as GuestField);

/** One problem per field, the first found: the club's rule before the contract's. */
function firstPerField(problems: readonly GuestFieldProblem[]): GuestFieldProblem[] {
  const seen = new Set<GuestField>();
  return problems.filter((p) => !seen.has(p.field) && seen.add(p.field));
}

/**
 * The fields of a guest the contract's `GuestPlayer` refuses: the schema the server validates a
 * booking with, so the form refuses what the server would.
 */
function schemaProblems(guest: GuestPlayer): GuestFieldProblem[] {
  const parsed = GuestPlayer.safeParse(guest);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const field = issue.path[0];
    if (!isGuestField(field)) return [];
    return [{ field, problem: field === 'gsn' ? 'pattern' : 'invalid' } as GuestFieldProblem];
  });
}

/**
 * A field as typed, checked on its own while the member types: the same rules as `checkGuest`
 * but for the club's required fields (an empty field is named when the guest is added).
 */
export function guestFieldProblem(field: GuestField, text: string): GuestFieldProblem | null {
  if (text.trim() === '') return null;
  const problems = checkGuest({ lastname: 'x', [field]: text }, []).problems;
  return problems.find((p) => p.field === field) ?? null;
}

/**
 * A handicap typed outside −9..54 (spec §5/§9): what it becomes when the guest is added, so the
 * form can show the member the value before it is used. Null when it stays as typed.
 */
export function handicapAdjustment(text: string): { from: number; to: number } | null {
  const handicap = parseHandicap(text);
  if (handicap === null || Number.isNaN(handicap)) return null;
  const to = clampGuestHandicap(handicap);
  return to === handicap ? null : { from: handicap, to };
}

/**
 * spec §5 Guest player: the club's required fields, a GSN of NL + digits, a readable handicap
 * (clamped to −9..54), and a name (`guestProblems`, the rules the server applies too), and every
 * field as the contract's `GuestPlayer` takes it (the schema of the server's booking call).
 */
export function checkGuest(typed: GuestForm, config: readonly GuestFieldConfig[]): GuestCheck {
  const form: GuestForm = { ...typed, gsn: typed.gsn?.trim().toUpperCase() ?? '' };
  const handicapText = form.handicap ?? '';
  const handicap = parseHandicap(handicapText);
  const problems: GuestFieldProblem[] = guestProblems(
    { ...form, handicap: handicap === null ? null : handicapText },
    config,
  ).filter((p) => p.field !== 'handicap' || p.problem === 'required');
  if (handicap !== null && Number.isNaN(handicap)) {
    problems.push({ field: 'handicap', problem: 'range' });
  }

  const guest: GuestPlayer = {};
  for (const field of TEXT_FIELDS) {
    const value = form[field]?.trim();
    if (value) guest[field] = value;
  }
  if (form.birthdate) guest.birthdate = form.birthdate;
  if (form.gender === 'm' || form.gender === 'v') guest.gender = form.gender;
  if (handicap !== null && !Number.isNaN(handicap)) guest.handicap = clampGuestHandicap(handicap);
  problems.push(...schemaProblems(guest));
  if (problems.length > 0) return { problems: firstPerField(problems), guest: null };
  return { problems: [], guest };
}

/** The form's fields of a guest already in the flight, to type it again. */
export function guestFormOf(guest: GuestPlayer, handicap: (h: number) => string): GuestForm {
  const form: GuestForm = {};
  for (const field of GUEST_FIELDS) {
    const value = guest[field];
    if (value === null || value === undefined) continue;
    form[field] = field === 'handicap' ? handicap(value as number) : String(value);
  }
  return form;
}

/** What the server refused of one player of the flight: fields of a guest, or the player. */
export interface PlayerRefusal {
  fields: GuestFieldProblem[];
}

/**
 * The server's field errors of a booking (400 VALIDATION, `players.1.guest.email`) by the flight's
 * player they are about (the players are sent in the flight's order, `playersInput`). A problem
 * the rules name ('required', 'pattern', 'range') keeps its name; any other is 'invalid'. Fields
 * that name no player (the date, the time) are left out: the caller shows those as a message.
 */
export function refusalsByPlayer(
  fields: readonly { field: string; message: string }[],
  players: readonly DraftPlayer[],
): Map<string, PlayerRefusal> {
  const out = new Map<string, PlayerRefusal>();
  for (const { field, message } of fields) {
    const match = /^players\.(\d+)(?:\.guest\.(\w+))?/.exec(field);
    const player = match ? players[Number(match[1])] : undefined;
    if (!match || !player) continue;
    const refusal = out.get(player.key) ?? { fields: [] };
    const name = match[2];
    if (isGuestField(name) && !refusal.fields.some((f) => f.field === name)) {
      const problem =
        message === 'required' || message === 'pattern' || message === 'range'
          ? message
          : 'invalid';
      refusal.fields.push({ field: name, problem });
    }
    out.set(player.key, refusal);
  }
  return out;
}
