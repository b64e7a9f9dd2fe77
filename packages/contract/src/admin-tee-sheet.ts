import { z } from 'zod';
import {
  startTeesProblem,
  TEE_TEN_MINUTES,
  LAYOUT_LIMITS,
  layoutProblems,
  type LayoutProblem,
  type TeeSheetLayout,
} from '@fairway/golf';

/**
 * A course's tee-sheet layout as the tee-sheet manager sets it (back office,
 * /api/admin/courses/:course_id/tee-sheet). The rules are the engine's (`layoutProblems`): the
 * screen and the server refuse with one rule what the sheet could not lay out.
 */

const ClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of day from 00:00 to 23:59' });
const TEE_TEN_RANGE = `tee 10 starts flights for ${TEE_TEN_MINUTES.min} to ${TEE_TEN_MINUTES.max} minutes`;
const MonthDay = z.string().regex(/^\d{2}-\d{2}$/, { error: 'must be a day MM-DD' });

export const TeeSheetSeason = z.object({
  name: z.string().trim().min(1, { error: 'a season has a name' }).max(40),
  /** 'MM-DD', both days included; until before from runs over the new year. */
  from: MonthDay,
  until: MonthDay,
  first_time: ClockTime,
  last_time: ClockTime,
});
export type TeeSheetSeason = z.infer<typeof TeeSheetSeason>;

/** The engine's view of the wire layout (server and screen both lay out days with it). */
export function teeSheetLayoutOf(s: {
  first_time: string;
  last_time: string;
  intervals: readonly number[];
  seasons: readonly TeeSheetSeason[];
}): TeeSheetLayout {
  return {
    firstTime: s.first_time,
    lastTime: s.last_time,
    intervals: s.intervals,
    seasons: s.seasons.map((x) => ({
      name: x.name,
      from: x.from,
      until: x.until,
      firstTime: x.first_time,
      lastTime: x.last_time,
    })),
  };
}

const WIRE_FIELD: Record<LayoutProblem['field'], string> = {
  firstTime: 'first_time',
  lastTime: 'last_time',
  from: 'from',
  until: 'until',
  intervals: 'intervals',
  name: 'name',
};

/** Where a problem sits in the wire layout: `last_time`, `seasons.1.until`. */
export const layoutProblemPath = (p: LayoutProblem): (string | number)[] =>
  p.season === null || p.field === 'intervals'
    ? [p.field === 'name' ? 'seasons' : WIRE_FIELD[p.field]]
    : ['seasons', p.season, WIRE_FIELD[p.field]];

const { INTERVAL_MIN, INTERVAL_MAX, PATTERN_MAX, SEASONS_MAX } = LAYOUT_LIMITS;

const TeeSheetFields = z.object({
  first_time: ClockTime,
  last_time: ClockTime,
  intervals: z
    .array(
      z
        .number()
        .int({ error: 'must be whole minutes' })
        .min(INTERVAL_MIN, { error: `an interval is ${INTERVAL_MIN}–${INTERVAL_MAX} minutes` })
        .max(INTERVAL_MAX, { error: `an interval is ${INTERVAL_MIN}–${INTERVAL_MAX} minutes` }),
    )
    .min(1, { error: 'at least one interval' })
    .max(PATTERN_MAX, { error: `at most ${PATTERN_MAX} intervals` }),
  seasons: z.array(TeeSheetSeason).max(SEASONS_MAX, { error: `at most ${SEASONS_MAX} seasons` }),
  /** Places per tee time. */
  capacity: z.number().int().min(1, { error: 'a tee time has 1 to 8 places' }).max(8, {
    error: 'a tee time has 1 to 8 places',
  }),
  bookable: z.boolean(),
  /** The course's own opening; null = the club's setting. */
  booking_days_ahead: z
    .number()
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 to 365' })
    .max(365, { error: 'must be 0 to 365' })
    .nullable(),
  booking_opens_at: ClockTime.nullable(),
  /**
   * The tees flights start from: [1], or [1, 10] on an 18-hole course (the server checks the
   * course's holes). Left out (a client from before two-tee starts), the course keeps its tees.
   */
  start_tees: z
    .array(z.number().int())
    .refine((t) => startTeesProblem(t, 18) === null, {
      error: 'start tees are tee 1, or tees 1 and 10',
    })
    .optional(),
  /**
   * With tee 10: minutes after the day's first start that tee 10 starts flights (until the first
   * flights from tee 1 reach it). Left out, the course keeps its own.
   */
  tee_ten_minutes: z
    .number()
    .int({ error: 'must be a whole number' })
    .min(TEE_TEN_MINUTES.min, { error: TEE_TEN_RANGE })
    .max(TEE_TEN_MINUTES.max, { error: TEE_TEN_RANGE })
    .optional(),
});

/** PUT body: the whole layout; refused naming the field the engine could not lay out. */
export const AdminTeeSheetInput = TeeSheetFields.superRefine((v, ctx) => {
  for (const p of layoutProblems(teeSheetLayoutOf(v))) {
    ctx.addIssue({ code: 'custom', path: layoutProblemPath(p), message: p.message });
  }
});
export type AdminTeeSheetInput = z.infer<typeof AdminTeeSheetInput>;

/** GET/PUT answer: the layout, with the club's opening the nulls stand for. */
export const AdminTeeSheet = TeeSheetFields.extend({
  start_tees: z.array(z.number().int()),
  tee_ten_minutes: z.number().int(),
  course_id: z.number(),
  course_name: z.string(),
  club_opening: z.object({ booking_days_ahead: z.number(), booking_opens_at: z.string() }),
});
export type AdminTeeSheet = z.infer<typeof AdminTeeSheet>;
