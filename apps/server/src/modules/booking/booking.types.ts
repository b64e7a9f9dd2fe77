import type { Db } from '../../db/connect';
import type { StoredAnswer } from '../idempotency';
import type { bookings, teeBlocks, TeeSheetSeasonRow, teeSlots } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type SlotRow = typeof teeSlots.$inferSelect;
export type BlockRow = typeof teeBlocks.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'club_id'>;

/** A tee time's key: the club, course, club-local date and time, and the tee it starts from. */
export interface SlotKey {
  clubId: number;
  courseId: number;
  date: string;
  time: string;
  /** 1, or 10 on a course with two start tees. */
  startTee: number;
}

/**
 * What else is done when a member takes a tee time's lock, in the lock's own transaction: a lock
 * that runs out by time writes nothing, so its end is scheduled there (modules/jobs'
 * lock-expiry job sends the sheet's live update when it comes).
 */
export interface LockEvents {
  /** The lock on `key` was taken or renewed and now ends at `until`. */
  taken(tx: Db, key: SlotKey, until: Date): Promise<void>;
}

/** A place as the club's record of cancellations keeps it (booking_cancellations). */
export type CancelledPlace = Pick<
  BookingRow,
  'id' | 'course_id' | 'date' | 'time' | 'start_tee'
> & {
  name: string;
};

/** A course members can book, with its sheet settings. */
export interface SheetCourse {
  id: number;
  name: string;
  holes: number;
  hole_options: number[];
  first_time: string;
  last_time: string;
  intervals: number[];
  seasons: TeeSheetSeasonRow[];
  capacity: number;
  /** The tees flights start from: [1], or [1, 10] on an 18-hole course. */
  start_tees: number[];
  /** With tee 10: minutes after the day's first start that it starts flights (golf's startsFromTeeAt). */
  tee_ten_minutes: number;
  booking_days_ahead: number | null;
  booking_opens_at: string | null;
}

export interface MemberName {
  roepnaam: string | null;
  voorletters: string | null;
  tussenvoegsel: string | null;
  achternaam: string;
}

/** A booking row with the member's name parts (null for guests and unknown players). */
export interface BookingWithName extends BookingRow {
  member: MemberName | null;
}

/** How long a slot lock lasts and how far renewals may carry it (see TeeSheetService). */
export interface LockLife {
  /** A take or a renewal holds the time this long from now. */
  durationMs: number;
  /** No renewal carries a lock further than this from its first take. */
  maxLifeMs: number;
  /** How long a member who held a time to the cap must leave it before taking it afresh. */
  restMs: number;
}

/** What a refusal needs to know of a tee time: its places and its lock. */
export type SlotView = Pick<SlotRow, 'occupied' | 'capacity' | 'locked_by' | 'locked_until'>;

/**
 * booking_take_places' answer: the places are taken, a block closes the time, or the tee time as
 * the refusal saw it.
 */
export type TakeResult =
  | { taken: true }
  | { taken: false; blocked: true }
  | { taken: false; blocked?: undefined; slot: SlotView | undefined };

/** What a member check needs from the club and the clock (the rules live in @fairway/golf). */
export interface MemberRules {
  /** How long a round keeps a player on the course: [9 holes, 18 holes], in minutes. */
  roundMinutes: [number, number];
  /** The club's today and time of day: tee times before them are history. */
  today: string;
  nowTime: string;
  /**
   * The most open bookings a member may have made themselves; places others booked for them do
   * not count.
   */
  maxOpen: number;
}

/** The refusals booking_members_check answers (booking.service turns each into its error). */
export const MEMBER_REFUSALS = ['missing', 'overlap', 'limit'] as const;

/** Why a member may not join a flight. */
export type MemberRefusal =
  | { refusal: 'missing'; member: number }
  | { refusal: 'overlap'; member: number; time: string }
  | { refusal: 'limit'; member: number };

export type MemberCheck = MemberRefusal | { names: Map<number, MemberName> };

export interface NewFlight {
  key: SlotKey;
  holes: number;
  capacity: number;
  bookerId: number;
  now: Date;
  rows: NewBooking[];
  memberIds: number[];
  claim: { key: string; request_hash: string } | null;
  rules: MemberRules;
  /** The club's time zone: when the tee time is, for its reminder. */
  timeZone: string;
  /** An 18-hole round from tee 10: the tee-1 time whose places it takes for the turn. */
  turnTime: string | null;
}

export type CreateResult =
  | { kind: 'booked'; rows: BookingRow[]; names: Map<number, MemberName> }
  | { kind: 'slot'; slot: SlotView | undefined; stored: StoredAnswer | null }
  | { kind: 'key-taken' }
  /** The time lies inside a block that booking_create saw under the course's tee-sheet row. */
  | { kind: 'blocked' }
  | { kind: 'members'; refusal: MemberRefusal }
  /** The turn at tee 1 of an 18-hole round from tee 10 refused its places (nothing written). */
  | { kind: 'turn'; blocked: boolean; slot: SlotView | undefined };
