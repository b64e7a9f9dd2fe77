import { z } from 'zod';
import { INPUT_LIMITS, KEYPAD_MAX_SCORE, LIMITS, REJECT_REASON } from '@fairway/golf';
import { InputDate, WireDate } from './common';
import { CARD_REFUSAL, type CardRefusal } from './refusals';

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:mm' });
const PosInt = z.coerce.number().int().positive().max(2_147_483_647);
/** Checkbox-ish flags that arrive as 0/1, 'true'/'false' or booleans (form encoded or JSON). */
export const Flag = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v,
  z.boolean(),
);

/** A card's state as the list shows it (spec §2 "open, to be marked, processed, rejected"). */
export const CardState = z.enum(['open', 'te_markeren', 'verwerkt', 'afgekeurd']);
export type CardState = z.infer<typeof CardState>;

/** A scorecard (spec §3 Scorecard) plus what the list shows: course, tee, club, state. */
export const Scorecard = z.object({
  id: z.number(),
  typekaart: z.number(),
  baan_id: z.number().nullable(),
  vreemde_baan_id: z.number().nullable(),
  tee_id: z.number().nullable(),
  team_id: z.number().nullable(),
  wedstrijd_id: z.number().nullable(),
  marker_id: z.number().nullable(),
  marker_naam: z.string().nullable(),
  marker_email: z.string().nullable(),
  /** The marker's name, a member's or a guest's: only in the one-card answer (GET /api/scorecards/{id}). */
  marker_volledige_naam: z.string().nullable().optional(),
  relatie_id: z.number(),
  parent_kaart_id: z.number().nullable(),
  kaart_per_speler: z.boolean(),
  /**
   * How the card's holes are counted as they are typed: stableford points, or against par
   * ('tegen_par': '+', '-' or 0 per hole, spec §5) for the cards of an against-par match.
   */
  score_berekening: z.enum(['stableford', 'strokeplay', 'tegen_par']),
  open_voor_score: z.boolean(),
  aantal_holes: z.number(),
  score_9h: z.number().nullable(),
  score_18h: z.number().nullable(),
  score_anders: z.number().nullable(),
  sf_score_wed: z.number().nullable(),
  /** Processing result of the last score save (spec §3 constants), null before one. */
  uitslag: z.number().nullable(),
  ehcp_nieuw: z.number().nullable(),
  /** Date and time of play, ISO 8601. */
  timestamp: z.string(),
  kaart_holes: z.number(),
  is_ingevuld: z.boolean(),
  /** The card can no longer be changed (signed, rejected or processed). */
  secure_time_expired: z.boolean(),
  wedstrijdvorm: z.object({ spelers: z.number(), uitslag: z.string() }),
  wedstrijd: z.object({ handicapverrekening: z.number() }),
  // What the list and the marker screen show beside the spec's fields:
  datum: WireDate,
  tijd: z.string(),
  state: CardState,
  baan_naam: z.string(),
  club_naam: z.string(),
  tee: z.object({ naam: z.string(), kleur: z.string(), inverse_kleur: z.string() }).nullable(),
  speler_naam: z.string(),
  handicap: z.number().nullable(),
  differential: z.number().nullable(),
  /** Adjusted gross score the handicap was computed from (Rules 3.1–3.2); null before processing. */
  ags: z.number().nullable(),
  opmerking: z.string(),
  reject_remark: z.string().nullable(),
  /**
   * What the handicap committee did to the card, each with the reason the member is shown:
   * hole scores corrected after processing, not counting for the index, signed or voided in the
   * place of a marker who did not respond, or entered by the committee. Absent when none.
   */
  committee: z
    .object({
      correction_reason: z.string().nullable(),
      not_counting_reason: z.string().nullable(),
      action: z.enum(['entered', 'signed', 'voided']).nullable(),
      reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
  holes: z
    .array(
      z.object({
        HoleNr: z.number(),
        PAR: z.number(),
        SI: z.number(),
        ES: z.number(),
        /** The gross score as played (0: no score); stroke play and the totals use it. */
        score: z.number(),
        sf: z.number(),
        /** The maximum score that counts for the handicap on this hole (Rule 3.1). */
        ms_max: z.number(),
        /**
         * The hole's score as the handicap counts it: capped at ms_max, net par for a hole not
         * played once the card is processed; null where there is none.
         */
        adjusted: z.number().nullable(),
      }),
    )
    .optional(),
});
export type Scorecard = z.infer<typeof Scorecard>;

/** GET /api/relatie/self/cards and /api/relatie/{id}/cards (spec §7 filters). */
export const CardsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
  order: z.enum(['asc', 'desc']).default('desc'),
  date_from: InputDate.optional(),
  date_to: InputDate.optional(),
  result_by_handicap: Flag.default(false),
  'type[]': z
    .union([
      z.coerce.number().int().min(1).max(11),
      z.array(z.coerce.number().int().min(1).max(11)).max(11),
    ])
    .optional(),
  type: z
    .union([
      z.coerce.number().int().min(1).max(11),
      z.array(z.coerce.number().int().min(1).max(11)).max(11),
    ])
    .optional(),
  processed: Flag.optional(),
});
export type CardsQuery = z.infer<typeof CardsQuery>;

/** Cards, and when result_by_handicap is asked the same cards grouped by the index played off. */
export const CardsResponse = z.object({
  cards: z.array(Scorecard),
  groups: z.array(z.object({ handicap: z.number().nullable(), cards: z.array(Scorecard) })),
});
export type CardsResponse = z.infer<typeof CardsResponse>;

export const ScorecardQuery = z.object({ include_holes: Flag.optional() });

/**
 * A hole's strokes as the keypad types them (up to KEYPAD_MAX_SCORE), kept as played even above
 * the hole's ms_max: only the handicap takes the capped score.
 */
const HoleStrokes = z.coerce
  .number({ error: 'score must be a number' })
  .int({ error: 'score must be a whole number' })
  .min(0)
  .max(KEYPAD_MAX_SCORE);

/** POST /api/scorecards/{id}/hole/{hole}/score: one hole's strokes (idempotent per hole). */
export const HoleParams = z.object({ id: PosInt, hole: z.coerce.number().int().min(1).max(18) });
export const HoleScoreRequest = z.object({ score: HoleStrokes });
export const HoleScoreResponse = z.object({
  status: z.literal('success'),
  HoleNr: z.number(),
  score: z.number(),
  sf: z.number(),
});

/** POST /api/scorecards/{id}/edit: the whole card; allScoresSaved 1 submits it (spec §7). */
export const EditScoresRequest = z.object({
  scores: z.array(HoleStrokes).min(1).max(18),
  allScoresSaved: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
});
/** `status` is a processing result constant (spec §3), interpreted by the app as spec §4 says. */
export const EditScoresResponse = z.object({
  status: z.number(),
  ehcp_nieuw: z.number().nullable(),
});

export const ScoresResponse = z.array(z.object({ HoleNr: z.number(), score: z.number() }));
export const MaxScoresResponse = z.array(z.object({ HoleNr: z.number(), ms_max: z.number() }));

/**
 * POST /api/scorecards/allowed (form encoded or JSON): may a qualifying card be created here?
 * `handicap_id` is the course's handicap registration (its rating set, spec §3 Course) as the app
 * read it with the course: when the course now has another one (re-rated since), or none, the
 * check refuses (CARD_RATING_CHANGED, CARD_NO_RATING), so no card is played off ratings the
 * member did not see. Without it only the course's own registration is checked.
 */
export const AllowedRequest = z.object({
  baan_id: PosInt,
  handicap_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
/** A refusal of an allowed check: its code (refusals.ts) and the English text the spec sends. */
const Refusal = z.object({
  code: z.enum(Object.keys(CARD_REFUSAL) as [CardRefusal, ...CardRefusal[]]),
  message: z.string(),
});
export const AllowedResponse = z.object({
  allowed: z.boolean(),
  errors: z.array(Refusal),
});

/** POST /api/scorecards/foreign/allowed. */
export const ForeignAllowedRequest = z.object({
  baan_id: PosInt.optional(),
  tee_id: PosInt.optional(),
  datum: InputDate,
  tijd: Time,
  type: z.coerce.number().int().min(1).max(11),
});
export const ForeignAllowedResponse = z.union([
  z.object({ status: z.literal('allowed') }),
  z.object({ errors: z.array(Refusal).min(1) }),
]);

const MarkerFields = {
  marker_id: PosInt.nullable().optional(),
  marker_name: z.string().trim().max(120).nullable().optional(),
  marker_email: z.email().max(254).nullable().optional().or(z.literal('')),
  opmerking: z.string().max(1000).default(''),
};

/** POST /api/scorecards: an own-club qualifying card (spec §3 "Card create payloads"). */
export const CreateCardRequest = z.object({
  baan_id: PosInt,
  tee_id: PosInt,
  ...MarkerFields,
  holes: z.coerce
    .number()
    .pipe(z.union([z.literal(9), z.literal(18)]))
    .optional(),
});
export type CreateCardRequest = z.infer<typeof CreateCardRequest>;

const Scores = z.array(HoleStrokes).max(18);

/** POST /api/scorecards/foreign: a card at a known course elsewhere. */
export const CreateForeignCardRequest = z.object({
  ...MarkerFields,
  baan_id: PosInt,
  tee_id: PosInt,
  date: InputDate,
  time: Time,
  club: PosInt,
  scores: Scores,
  /** Round-off of the card: 'y' when stopped early (holes not played count as net par). */
  ro: z.string().max(10).optional(),
  /** Playing conditions adjustment of the day (CBA/PCC, −1..+3). */
  cba: z.coerce.number().int().min(-1).max(3).default(0),
  card_type: z.coerce
    .number()
    .pipe(z.union([z.literal(2), z.literal(3), z.literal(9), z.literal(10)])),
});
export type CreateForeignCardRequest = z.infer<typeof CreateForeignCardRequest>;

/** POST /api/scorecards/foreign_unknown: a course that is not in the list (always match-type). */
export const CreateUnknownCardRequest = z.object({
  ...MarkerFields,
  date: InputDate,
  time: Time,
  scores: Scores.optional(),
  ro: z.string().max(10).optional(),
  cba: z.coerce.number().int().min(-1).max(3).default(0),
  card_type: z.coerce.number().int().optional(),
  unknown_course_name: z
    .string()
    .trim()
    .min(1, { error: CARD_REFUSAL.CARD_NOT_COMPLETELY_FILLED })
    .max(120),
  hole_count: z.coerce
    .number()
    .pipe(z.union([z.literal(9), z.literal(18)]))
    .default(18),
  total_sf_points: z.coerce.number().int().min(0).max(108).optional(),
  // The bounds of the largest course the engine rates; teeRatingsProblem checks them together.
  cr: z.coerce
    .number()
    .positive({ error: CARD_REFUSAL.CARD_NOT_COMPLETELY_FILLED })
    .max(INPUT_LIMITS.CR_18_TENTHS[1] / 10),
  sr: z.coerce.number().int().min(INPUT_LIMITS.SLOPE_MIN).max(INPUT_LIMITS.SLOPE_MAX),
  par: z.coerce
    .number()
    .int()
    .positive({ error: CARD_REFUSAL.CARD_NOT_COMPLETELY_FILLED })
    .max(INPUT_LIMITS.PAR_18[1]),
  country_id: PosInt,
});
export type CreateUnknownCardRequest = z.infer<typeof CreateUnknownCardRequest>;

/** Create answers: status success with the new card's id; foreign cards also say processed or not. */
export const CreateCardResponse = z.object({
  status: z.enum(['success', 'saved_not_processed']),
  id: z.number(),
  uitslag: z.number().nullable(),
});

/** POST /api/scorecards/{id}/reject: default mark type 2 (spec §9), reason as remark. */
export const RejectRequest = z.object({
  code: z.coerce.number().int().min(1).max(9).default(2),
  remark: z.enum([REJECT_REASON.INVALID_SCORE, REJECT_REASON.NOT_MARKER]),
});
export const StatusResponse = z.object({ status: z.literal('success') });

/** GET /api/config/request_qualifying: may the member register a qualifying card now. */
export const RequestQualifyingResponse = z.object({
  allowed: z.boolean(),
  open_cards: z.number(),
});

/** Member search (spec §7 GET /api/relatie/search), also the marker picker (from 2 characters). */
export const MemberSearchQuery = z.object({
  term: z.string().trim().min(LIMITS.SEARCH_MIN_CHARS).max(LIMITS.SEARCH_MAX_CHARS),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  egaSorted: Flag.optional(),
  isMarkerSelection: Flag.optional(),
  isWedstrijdSelection: Flag.optional(),
});
