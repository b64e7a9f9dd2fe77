import { z } from 'zod';
import { WireDate } from './common';

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
