import { z } from 'zod';
import { INPUT_LIMITS } from '@fairway/golf';
import { Id, InputDate, WireDate } from './common';

/**
 * The handicap committee's calls (`/api/admin/handicap/…`, role handicap_committee): a member's
 * cards and the committee's changes to them, the cards whose marker did not respond, and index
 * adjustments (WHS Rule 7.1a). Every change is processed by the engine's replay of the player's
 * record (apps/server modules/handicap handicap-processing.ts).
 */

/** Why the committee did it: the member sees it on the card (or in the history). */
export const CommitteeReason = z
  .string()
  .trim()
  .min(3, { error: 'a reason of at least 3 characters is required' })
  .max(500, { error: 'a reason has at most 500 characters' });

export const ReasonRequest = z.object({ reason: CommitteeReason });
export type ReasonRequest = z.infer<typeof ReasonRequest>;

export const RelatieParams = z.object({ relatie_id: Id });
export const CardParams = z.object({ card_id: Id });
export const AdjustmentParams = z.object({ adjustment_id: Id });

/** GET /api/admin/handicap/members?q=: members by name or member number. */
export const HandicapMemberQuery = z.object({
  q: z.string().trim().min(2, { error: 'type at least 2 characters' }).max(100),
});

export const HandicapMember = z.object({
  relatie_id: z.number(),
  naam: z.string(),
  gsn: z.string().nullable(),
  /** The index in effect (with any adjustment); null without one. */
  handicap: z.number().nullable(),
});
export type HandicapMember = z.infer<typeof HandicapMember>;

export const HandicapMemberList = z.object({ members: z.array(HandicapMember) });
export type HandicapMemberList = z.infer<typeof HandicapMemberList>;

/** A strokes count on one hole (0: not played). */
const HoleStrokes = z.number().int().min(0).max(INPUT_LIMITS.STROKES_MAX);

export const CommitteeCard = z.object({
  id: z.number(),
  datum: WireDate,
  tijd: z.string(),
  baan_naam: z.string(),
  aantal_holes: z.number(),
  typekaart: z.number(),
  /** open, te_markeren, verwerkt, afgekeurd (as the member's card list). */
  state: z.string(),
  verwerkt: z.boolean(),
  gross: z.number().nullable(),
  ags: z.number().nullable(),
  differential: z.number().nullable(),
  ehcp_nieuw: z.number().nullable(),
  /** Hole scores as saved; empty for a card entered with its adjusted gross score. */
  scores: z.array(z.number()),
  /** Whether the committee can correct its hole scores (a processed card at a known course). */
  correctable: z.boolean(),
  correction_reason: z.string().nullable(),
  not_counting_reason: z.string().nullable(),
  committee_action: z.enum(['entered', 'signed', 'voided']).nullable(),
  committee_reason: z.string().nullable(),
});
export type CommitteeCard = z.infer<typeof CommitteeCard>;

export const HandicapAdjustment = z.object({
  id: z.number(),
  datum: WireDate,
  /** Tenths as a number with one decimal, + raises the index. */
  amount: z.number(),
  reason: z.string(),
  review_date: WireDate,
});
export type HandicapAdjustment = z.infer<typeof HandicapAdjustment>;

/** GET /api/admin/handicap/members/:relatie_id/cards: newest first, with the adjustments. */
export const CommitteeMemberCards = z.object({
  member: HandicapMember,
  cards: z.array(CommitteeCard),
  adjustments: z.array(HandicapAdjustment),
});
export type CommitteeMemberCards = z.infer<typeof CommitteeMemberCards>;

/**
 * POST /api/admin/handicap/members/:relatie_id/cards: a card the committee enters for a member.
 * At one of the club's courses (`baan_id`, `tee_id`) with a score for each hole; or played
 * elsewhere: another club's course by name with its ratings and the adjusted gross score.
 */
export const CommitteeCardInput = z
  .object({
    date: InputDate,
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'a time is written HH:mm' })
      .default('12:00'),
    holes: z.union([z.literal(9), z.literal(18)], { error: 'a round has 9 or 18 holes' }),
    baan_id: Id.optional(),
    tee_id: Id.optional(),
    scores: z.array(HoleStrokes).max(18).optional(),
    course_name: z.string().trim().min(2).max(120).optional(),
    course_rating: z.number().optional(),
    slope_rating: z.number().int().optional(),
    par: z.number().int().optional(),
    adjusted_gross_score: z.number().int().min(1).max(300).optional(),
    pcc: z.number().int().min(INPUT_LIMITS.PCC_MIN).max(INPUT_LIMITS.PCC_MAX).default(0),
    reason: CommitteeReason,
  })
  .superRefine((v, ctx) => {
    const own = v.baan_id !== undefined || v.tee_id !== undefined;
    const need = (field: keyof typeof v, message: string) => {
      if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (own) {
      need('baan_id', 'choose a course');
      need('tee_id', 'choose a tee');
      if (v.scores?.length !== v.holes)
        ctx.addIssue({ code: 'custom', path: ['scores'], message: 'a score for each hole' });
    } else {
      need('course_name', 'the course played is required');
      need('course_rating', 'course rating is required');
      need('slope_rating', 'slope rating is required');
      need('par', 'par is required');
      need('adjusted_gross_score', 'the adjusted gross score is required');
    }
  });
export type CommitteeCardInput = z.infer<typeof CommitteeCardInput>;

/** PUT /api/admin/handicap/cards/:card_id/scores: the corrected hole scores and why. */
export const CardCorrectionInput = z.object({
  scores: z.array(HoleStrokes).min(9).max(18),
  reason: CommitteeReason,
});
export type CardCorrectionInput = z.infer<typeof CardCorrectionInput>;

/** What a committee write answers: the card and the member's index after the replay. */
export const CommitteeWriteResult = z.object({
  card: CommitteeCard.nullable(),
  handicap: z.number().nullable(),
});
export type CommitteeWriteResult = z.infer<typeof CommitteeWriteResult>;

export const OverdueMarkerCard = z.object({
  id: z.number(),
  relatie_id: z.number(),
  speler_naam: z.string(),
  marker_naam: z.string(),
  datum: WireDate,
  tijd: z.string(),
  baan_naam: z.string(),
  /** Hours since the card was submitted (its last hole score saved). */
  waiting_hours: z.number(),
});
export type OverdueMarkerCard = z.infer<typeof OverdueMarkerCard>;

/** GET /api/admin/handicap/overdue-markers: cards waiting longer than the club's hours. */
export const OverdueMarkerList = z.object({
  hours: z.number(),
  cards: z.array(OverdueMarkerCard),
});
export type OverdueMarkerList = z.infer<typeof OverdueMarkerList>;

/**
 * POST /api/admin/handicap/members/:relatie_id/adjustments: an adjustment of the index in tenths
 * (one decimal, + raises it), in effect from `date` (today at the latest) until removed, to be
 * reviewed by `review_date`.
 */
export const AdjustmentInput = z
  .object({
    amount: z
      .number()
      .min(-20, { error: 'an adjustment is at most 20.0 either way' })
      .max(20, { error: 'an adjustment is at most 20.0 either way' })
      .refine((v) => v !== 0, { error: 'an adjustment is not 0' })
      .refine((v) => Number.isInteger(Math.round(v * 1000) / 100), {
        error: 'an adjustment has one decimal',
      }),
    date: InputDate,
    review_date: InputDate,
    reason: CommitteeReason,
  })
  .refine((v) => v.review_date > v.date, {
    path: ['review_date'],
    error: 'the review date comes after the adjustment',
  });
export type AdjustmentInput = z.infer<typeof AdjustmentInput>;
