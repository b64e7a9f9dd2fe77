import { z } from 'zod';
import { LANGUAGES, PLAY_FORMATS } from '@fairway/golf';
import { TeeFace } from './courses';

const Gender = z.enum(['m', 'v']);
const HoleCount = z.union([z.literal(9), z.literal(18)]);

/** A format of the playing-handicap calculator; its allowance comes from the engine. */
export const PlayFormatSchema = z.enum(PLAY_FORMATS);

/**
 * One line of the calculator: a tee's ratings for one gender and hole count, the Course Handicap
 * (Rule 6.1) and the Playing Handicap (Rule 6.2) of the index used.
 */
export const TeeHandicapLine = z.object({
  geslacht: Gender,
  holes: HoleCount,
  course_rating: z.number(),
  slope_rating: z.number(),
  par: z.number(),
  course_handicap: z.number(),
  playing_handicap: z.number(),
  /**
   * In a side format (foursomes, greensome) with the partner's index: the partner's Course
   * Handicap on the same tee and the side's one Playing Handicap (Appendix C).
   */
  side: z.object({ partner_course_handicap: z.number(), playing_handicap: z.number() }).optional(),
});
export type TeeHandicapLine = z.infer<typeof TeeHandicapLine>;

export const PhcpTee = z.object({
  course_id: z.number(),
  course_name: z.string(),
  ...TeeFace.shape,
  lines: z.array(TeeHandicapLine),
});
export type PhcpTee = z.infer<typeof PhcpTee>;

/** What the numbers were computed from, so the app can show the working. */
export const HandicapInfo = z.object({
  /** The Handicap Index used, one decimal, negative for a plus handicap. */
  index: z.number(),
  /** own: the member's index; typed: the calculator's input; beginner: no index yet, 54.0. */
  source: z.enum(['own', 'typed', 'beginner']),
  format: PlayFormatSchema,
  /** Appendix C allowance of the format, whole percent. */
  allowance: z.number(),
  /** The member's gender: the lines the app shows first. */
  geslacht: Gender,
  /** The partner's index, one decimal, when a side's handicap was asked for. */
  partner_index: z.number().optional(),
  /** The side's shares from the lower Course Handicap to the higher, whole percent. */
  side_allowances: z.array(z.number()).optional(),
});
export type HandicapInfo = z.infer<typeof HandicapInfo>;

/** GET /api/courses/phcp, POST /api/courses/phcp/calculate, the foreign tee's phcp. */
export const PhcpResponse = z.object({
  tees: z.array(PhcpTee),
  handicap_info: HandicapInfo,
});
export type PhcpResponse = z.infer<typeof PhcpResponse>;

const CourseId = z.coerce.number().int().positive().max(2_147_483_647);

export const PhcpQuery = z.object({
  format: PlayFormatSchema.default('stroke_play'),
  /** Only this course's tees (the course page's calculator tab). */
  course_id: CourseId.optional(),
});

/**
 * POST /api/courses/phcp/calculate (spec §7: integer, fraction): an index typed in two parts, the
 * whole number of at most 2 digits ('+' in front for a plus handicap) and the tenth (spec §5).
 */
export const PhcpCalculateRequest = z.object({
  integer: z.coerce
    .string()
    .trim()
    .regex(/^\+?\d{1,2}$/, 'at most 2 digits, + for a plus handicap'),
  fraction: z.coerce.string().trim().regex(/^\d$/, 'one digit 0–9'),
  format: PlayFormatSchema.default('stroke_play'),
  course_id: CourseId.optional(),
  /** The partner's index, typed the same way: foursomes and greensome only (the side's figure). */
  partner: z
    .object({
      integer: z.coerce
        .string()
        .trim()
        .regex(/^\+?\d{1,2}$/, 'at most 2 digits, + for a plus handicap'),
      fraction: z.coerce.string().trim().regex(/^\d$/, 'one digit 0–9'),
    })
    .optional(),
});
export type PhcpCalculateRequest = z.input<typeof PhcpCalculateRequest>;

export const ForeignPhcpQuery = z.object({ format: PlayFormatSchema.default('stroke_play') });

/** Today's course status (spec §3 has_baanstatus), as the committee set it. */
export const CourseStatus = z.object({
  open: z.boolean(),
  winter_greens: z.boolean(),
  buggies: z.boolean(),
  trolleys: z.boolean(),
  /** When it was set (ISO 8601). */
  set_at: z.string(),
});
export type CourseStatus = z.infer<typeof CourseStatus>;

/** POST /api/courses/{id}/status (committee only): the day's status of a course. */
export const CourseStatusRequest = CourseStatus.omit({ set_at: true }).strict();
export type CourseStatusRequest = z.infer<typeof CourseStatusRequest>;

export const InfoHole = z.object({
  hole_nr: z.number(),
  par: z.number(),
  si: z.number(),
  /** Length from this tee in metres; null where the club has not measured it. */
  lengte: z.number().nullable(),
});

export const InfoTee = TeeFace.extend({
  ratings: z.array(
    z.object({
      geslacht: Gender,
      course_rating: z.number(),
      slope_rating: z.number(),
      par: z.number(),
    }),
  ),
  holes: z.array(InfoHole),
});
export type InfoTee = z.infer<typeof InfoTee>;

export const CourseInfo = z.object({
  id: z.number(),
  name: z.string(),
  holes: z.number(),
  tees: z.array(InfoTee),
  /** Today's status; null when the club has no course status or none was set today. */
  status: CourseStatus.nullable(),
});
export type CourseInfo = z.infer<typeof CourseInfo>;

/** GET /api/courses/info. */
export const CourseInfoResponse = z.object({
  courses: z.array(CourseInfo),
  /** The member may set the day's status (committee, where the club has course status). */
  can_set_status: z.boolean(),
});
export type CourseInfoResponse = z.infer<typeof CourseInfoResponse>;

/** GET /api/whs: the language of the image's words; the member's own language when absent. */
export const ImageQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/** GET /api/ngfcard: the card's orientation (spec §7). */
export const NgfCardQuery = ImageQuery.extend({
  orientation: z.enum(['portrait', 'landscape']).default('portrait'),
});
export type NgfOrientation = z.infer<typeof NgfCardQuery>['orientation'];
