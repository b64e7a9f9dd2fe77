import {
  AdminTeeSheetInput,
  teeSheetLayoutOf,
  type AdminTeeSheet,
  type TeeSheetSeason,
} from '@fairway/contract';
import { sheetMinutes } from '@fairway/golf';

/** The tee-sheet form as typed: the interval pattern as text ("8, 9"), numbers as text. */
export interface TeeSheetDraft {
  first_time: string;
  last_time: string;
  intervals: string;
  seasons: TeeSheetSeason[];
  capacity: string;
  bookable: boolean;
  /** [1], or [1, 10]: flights start from tee 10 too. */
  start_tees: number[];
  /** With tee 10: the minutes it starts flights from the day's first tee time. */
  tee_ten_minutes: string;
  /** The course opens its days itself; otherwise both fields are the club's (null). */
  ownOpening: boolean;
  booking_days_ahead: string;
  booking_opens_at: string;
}

export const sheetDraft = (s: AdminTeeSheet): TeeSheetDraft => ({
  first_time: s.first_time,
  last_time: s.last_time,
  intervals: s.intervals.join(', '),
  seasons: s.seasons,
  capacity: String(s.capacity),
  bookable: s.bookable,
  start_tees: s.start_tees,
  tee_ten_minutes: String(s.tee_ten_minutes),
  ownOpening: s.booking_days_ahead !== null || s.booking_opens_at !== null,
  booking_days_ahead: String(s.booking_days_ahead ?? s.club_opening.booking_days_ahead),
  booking_opens_at: s.booking_opens_at ?? s.club_opening.booking_opens_at,
});

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const sheetInput = (d: TeeSheetDraft) => ({
  first_time: d.first_time,
  last_time: d.last_time,
  intervals: d.intervals
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(number),
  seasons: d.seasons,
  capacity: number(d.capacity),
  bookable: d.bookable,
  start_tees: d.start_tees,
  // Without tee 10 the field is not shown: the course keeps its minutes.
  ...(d.start_tees.includes(10) ? { tee_ten_minutes: number(d.tee_ten_minutes) } : {}),
  booking_days_ahead: d.ownOpening ? number(d.booking_days_ahead) : null,
  booking_opens_at: d.ownOpening ? d.booking_opens_at : null,
});

/** The rule a refused field broke, named by its field (the key of its message). */
export type SheetProblem =
  | 'time'
  | 'order'
  | 'intervals'
  | 'day'
  | 'name'
  | 'capacity'
  | 'days_ahead'
  | 'start_tees'
  | 'tee_ten';

/** A refused path (`seasons.0.until`) → the message's kind, as the contract names fields. */
export function problemKind(path: string, message: string): SheetProblem {
  const field =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? '';
  if (field === 'last_time' && /before/.test(message)) return 'order';
  if (field === 'first_time' || field === 'last_time' || field === 'booking_opens_at')
    return 'time';
  if (field === 'intervals') return 'intervals';
  if (field === 'from' || field === 'until') return 'day';
  if (field === 'capacity') return 'capacity';
  if (field === 'booking_days_ahead') return 'days_ahead';
  if (field === 'start_tees') return 'start_tees';
  if (field === 'tee_ten_minutes') return 'tee_ten';
  return 'name';
}

/** The form's problems by path, by the contract's own check (the server's). */
export function sheetProblems(d: TeeSheetDraft): Map<string, SheetProblem> {
  const checked = AdminTeeSheetInput.safeParse(sheetInput(d));
  const out = new Map<string, SheetProblem>();
  if (!checked.success)
    for (const issue of checked.error.issues) {
      // An interval's own refusal shows on the pattern's one field.
      const path = issue.path[0] === 'intervals' ? 'intervals' : issue.path.join('.');
      if (!out.has(path)) out.set(path, problemKind(path, issue.message));
    }
  return out;
}

/**
 * How many tee times a day of the draft has, in a season (index) or outside every season (null),
 * by the engine that lays out the member's sheet; null when the draft cannot be laid out yet.
 */
export function timesPerDay(d: TeeSheetDraft, season: number | null): number | null {
  const checked = AdminTeeSheetInput.safeParse(sheetInput(d));
  if (!checked.success) return null;
  const layout = teeSheetLayoutOf(checked.data);
  const s = season === null ? layout : layout.seasons[season];
  return s ? sheetMinutes({ ...s, intervals: layout.intervals }).length : null;
}

export const newSeason = (n: number): TeeSheetSeason =>
  n === 0
    ? { name: '', from: '11-01', until: '02-28', first_time: '08:30', last_time: '15:00' }
    : { name: '', from: '03-01', until: '10-31', first_time: '07:00', last_time: '18:00' };
