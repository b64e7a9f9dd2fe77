import { z } from 'zod';
import { InputDate, WireDate } from './common';

/**
 * One score of another member's scoring record (WHS Rules Appendix B: date, course, tee, adjusted
 * gross score, differential, and whether it counts in the current index). Processed cards only:
 * no hole scores, comments or marker details.
 */
export const ScoringRecordEntry = z.object({
  id: z.number(),
  datum: WireDate,
  /** The course (or the unknown course's name), and its club. */
  baan_naam: z.string(),
  club_naam: z.string(),
  tee_naam: z.string().nullable(),
  aantal_holes: z.number(),
  /** Adjusted gross score (WHS Rule 3.1). */
  ags: z.number().nullable(),
  /** Score differential (WHS Rule 5.1), one decimal. */
  differential: z.number().nullable(),
  /** True when the differential is among those the current Handicap Index averages (Rule 5.2). */
  counts: z.boolean(),
});
export type ScoringRecordEntry = z.infer<typeof ScoringRecordEntry>;

/** GET /api/relatie/{id}/cards: another member's scoring record, newest first unless asked. */
export const ScoringRecordResponse = z.object({
  relatie: z.object({
    id: z.number(),
    volledige_naam: z.string(),
    handicap: z.number().nullable(),
  }),
  cards: z.array(ScoringRecordEntry),
});
export type ScoringRecordResponse = z.infer<typeof ScoringRecordResponse>;

const Cap = z.enum(['none', 'soft', 'hard']);

/**
 * One card of the member's own handicap history, as the WHS engine replayed the record (Rules
 * 5.1–5.9): the card, its differential, the playing conditions, any exceptional score reduction
 * it triggered, and the Handicap Index after it with the steps that gave it.
 */
export const HandicapHistoryEntry = z.object({
  card_id: z.number(),
  datum: WireDate,
  baan_naam: z.string(),
  tee_naam: z.string().nullable(),
  aantal_holes: z.number(),
  /** Adjusted gross score (Rule 3.1); null for a card given as a differential. */
  ags: z.number().nullable(),
  /** Playing Conditions Calculation (Rule 5.6), −1..+3. */
  pcc: z.number(),
  /** Score differential (Rule 5.1) as calculated, before any reduction. */
  differential: z.number().nullable(),
  /** Exceptional score reduction this card triggered (Rule 5.9): 0, −1 or −2. */
  esr: z.number(),
  /** 'counted': in the scoring record; otherwise the card is in the history only. */
  status: z.enum(['counted', 'not-counting', 'not-qualified']),
  index_before: z.number().nullable(),
  /** The index by the Rule 5.2 table before the caps. */
  calculated_index: z.number().nullable(),
  low_index: z.number().nullable(),
  cap: Cap,
  /** The Handicap Index after this card. */
  index: z.number().nullable(),
  /** The handicap committee's index adjustment in effect on the card's day (Rule 7.1a). */
  committee_adjustment: z.number().optional(),
  /** Why the committee took the card out of the index or corrected its scores. */
  committee_reason: z.string().nullable().optional(),
  /** One of the most recent 20 scores, which the current index is taken from. */
  in_window: z.boolean(),
  /** Its differential is among those the current index averages. */
  counts: z.boolean(),
});
export type HandicapHistoryEntry = z.infer<typeof HandicapHistoryEntry>;

/**
 * GET /api/relatie/self/handicap: a page of the history, newest card first (the history tab loads
 * the next page on scroll); without `limit` the whole record; with `date_from` only the cards of
 * that day and later (the graph: its two years, spec §9). The current index is always the whole
 * record's.
 */
export const HandicapHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  date_from: InputDate.optional(),
});
export type HandicapHistoryQuery = z.infer<typeof HandicapHistoryQuery>;

/** GET /api/relatie/self/handicap: the member's handicap history, newest card first. */
export const HandicapHistoryResponse = z.object({
  /** How the current index came about; null before the first card. */
  current: z
    .object({
      index: z.number().nullable(),
      scores: z.number(),
      used: z.number(),
      adjustment: z.number(),
      used_differentials: z.array(z.number()),
      calculated_index: z.number().nullable(),
      low_index: z.number().nullable(),
      cap: Cap,
      /**
       * The handicap committee's adjustments in effect (Rule 7.1a), added to the index the record
       * gives (`record_index`) to make `index`.
       */
      record_index: z.number().nullable().optional(),
      committee_adjustments: z
        .array(z.object({ date: WireDate, amount: z.number(), reason: z.string() }))
        .optional(),
    })
    .nullable(),
  entries: z.array(HandicapHistoryEntry),
  /** The offset of the next page, or null when this was the last (or the whole record). */
  next_offset: z.number().nullable().optional(),
});
export type HandicapHistoryResponse = z.infer<typeof HandicapHistoryResponse>;
