import { z } from 'zod';
import {
  KEYPAD_MAX_SCORE,
  MATCH_FORMS,
  MATCH_RESULT_KINDS,
  overlappingCategory,
  resultKindsFor,
  SIGN_UP_FORMS,
} from '@fairway/golf';
import { Id, InputWallTime, WallTime } from './common';
import { Bon, BonStatus } from './payments';
import { CoveredBookings, TeeBlockPreview } from './admin-tee-blocks';

/**
 * The committee's side of matches (role match_committee): /api/admin/wedstrijd. Times are the club's wall
 * clock ('YYYY-MM-DD HH:mm'); money in integer cents; handicaps as numbers with one decimal
 * (negative for plus handicaps). Every call answers the match as the committee sees it
 * (AdminMatch), so a screen shows the state after its action without a second read.
 */

/**
 * Individual forms: the only ones whose cards may count for handicap (WHS Rule 2.1: individual
 * stroke play, stableford and par/bogey, 'tegen_par'; each card is still the gross card of the
 * round, every hole adjusted to net double bogey as for any card).
 */
export const QUALIFYING_FORMS = ['strokeplay', 'stableford', 'tegen_par'] as const;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time HH:mm');
const Handicap = z
  .number()
  .min(-10)
  .max(54)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: 'at most one decimal' });
const Gender = z.enum(['m', 'v']);

export const AdminCategoryInput = z
  .object({
    id: Id.optional(),
    naam: z.string().trim().min(1, 'a name is required').max(60),
    handicap_min: Handicap.nullable().default(null),
    handicap_max: Handicap.nullable().default(null),
    geslacht: Gender.nullable().default(null),
  })
  .refine(
    (c) => c.handicap_min === null || c.handicap_max === null || c.handicap_min <= c.handicap_max,
    {
      message: 'the lowest handicap must not exceed the highest',
      path: ['handicap_max'],
    },
  );

export const AdminProductInput = z.object({
  id: Id.optional(),
  naam: z.string().trim().min(1, 'a name is required').max(60),
  prijs_cents: z.number().int().min(0).max(100_000),
});

/** POST /api/admin/wedstrijd and PUT /api/admin/wedstrijd/{id}: the whole match. */
export const AdminMatchInput = z
  .object({
    naam: z.string().trim().min(1, 'a name is required').max(100),
    omschrijving: z.string().max(2000).default(''),
    course_id: Id,
    aanvang: InputWallTime,
    holes: z.union([z.literal(9), z.literal(18)]),
    wedstrijdvorm: z.enum(MATCH_FORMS),
    /** Players per team: 1 for the individual forms. */
    spelers: z.number().int().min(1).max(4),
    uitslag: z.enum(MATCH_RESULT_KINDS),
    inschrijvingsvorm: z.enum(SIGN_UP_FORMS),
    inschrijvingsstart: InputWallTime,
    inschrijvingsstop: InputWallTime,
    max_deelnemers: z.number().int().min(1).max(500),
    /** Teams per flight. */
    spelers_per_flight: z.number().int().min(1).max(4),
    aantal_gastspelers_inschrijven: z.number().int().min(0).max(3).default(0),
    direct_in_flight_inschrijven: z.boolean().default(false),
    qualifying: z.boolean(),
    inschrijfgeld_cents: z.number().int().min(0).max(100_000),
    /** Members pay the fee and products online (spec `ideal_betalingen`). */
    ideal_betalingen: z.boolean().default(false),
    /** A paid sign-up is refunded when its member signs out before the deadline. */
    uitschrijven_restitutie: z.boolean().default(false),
    /** The tees, per gender; at least one. */
    tees: z
      .array(z.object({ geslacht: Gender, tee_id: Id }))
      .min(1, 'choose at least one tee')
      .max(20),
    categories: z.array(AdminCategoryInput).max(10).default([]),
    products: z.array(AdminProductInput).max(20).default([]),
  })
  .superRefine((m, ctx) => {
    if (m.inschrijvingsstart > m.inschrijvingsstop)
      ctx.addIssue({
        code: 'custom',
        path: ['inschrijvingsstop'],
        message: 'sign-up must close after it opens',
      });
    if (m.inschrijvingsstop > m.aanvang)
      ctx.addIssue({
        code: 'custom',
        path: ['inschrijvingsstop'],
        message: 'sign-up must close before the match starts',
      });
    const individual = (QUALIFYING_FORMS as readonly string[]).includes(m.wedstrijdvorm);
    if (individual && m.spelers !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['spelers'],
        message: 'an individual form has 1 player',
      });
    if (!individual && m.spelers < 2)
      ctx.addIssue({ code: 'custom', path: ['spelers'], message: 'a team form has 2–4 players' });
    if (m.qualifying && !individual)
      ctx.addIssue({
        code: 'custom',
        path: ['qualifying'],
        message: 'only individual stroke play, stableford and against par can be qualifying',
      });
    // Against par is both a form and how its result counts: the one goes with the other.
    if (!resultKindsFor(m.wedstrijdvorm).includes(m.uitslag))
      ctx.addIssue({
        code: 'custom',
        path: ['uitslag'],
        message: 'an against-par match counts against par, and only it does',
      });
    if (m.inschrijvingsvorm === 'team' && individual)
      ctx.addIssue({
        code: 'custom',
        path: ['inschrijvingsvorm'],
        message: 'team sign-up needs a team form',
      });
    const overlap = overlappingCategory(m.categories);
    if (overlap)
      ctx.addIssue({
        code: 'custom',
        path: ['categories', overlap.index, 'handicap_min'],
        message: `overlaps category ${overlap.with + 1}: a player would belong to both`,
      });
  });
export type AdminMatchInput = z.input<typeof AdminMatchInput>;

/** POST /api/admin/wedstrijd/{id}/draw: how the start list is drawn (packages/golf drawStartList). */
export const DrawRequest = z.object({
  order: z.enum(['handicap', 'signup']),
  start: z.enum(['one_tee', 'two_tees', 'shotgun']),
  first_time: ClockTime,
  interval_minutes: z.number().int().min(1).max(60),
  /** Players per flight (default: teams per flight × players per team, at most 4). */
  players_per_flight: z.number().int().min(1).max(4).optional(),
  second_tee: z.number().int().min(2).max(27).optional(),
  /**
   * The members' bookings in the times the draw holds for the match (see the draw's preview):
   * kept (only free places and new bookings close) unless 'cancel'.
   */
  bookings: CoveredBookings.optional(),
});
export type DrawRequest = z.infer<typeof DrawRequest>;

/**
 * POST /api/admin/wedstrijd/{id}/draw/preview: the members' bookings in the times the draw (as
 * requested) would hold; nothing is drawn or written.
 */
export const DrawPreview = TeeBlockPreview;
export type DrawPreview = TeeBlockPreview;

const AdminPlayer = z.object({
  registration_id: z.number(),
  relatie_id: z.number().nullable(),
  naam: z.string(),
  handicap: z.number().nullable(),
  vroeglaat: z.enum(['geen', 'vroeg', 'laat']),
  category_id: z.number().nullable(),
  /** The player's card of this match: its id, submitted or not, and its gross. */
  card: z
    .object({
      id: z.number(),
      ingevuld: z.boolean(),
      verwerkt: z.boolean(),
      bruto: z.number().nullable(),
    })
    .nullable(),
});

/** A sign-up's bon as the committee sees it; null while nobody has opened or paid it. */
export const AdminTeamBon = z.object({
  id: z.number(),
  status: BonStatus,
  totaal_cents: z.number(),
  /** 'mollie', 'demo' (iDEAL) or 'desk'; null when not paid. */
  betaald_via: z.enum(['mollie', 'demo', 'desk']).nullable(),
  terugbetaling: Bon.shape.terugbetaling,
});
export type AdminTeamBon = z.infer<typeof AdminTeamBon>;

const AdminTeam = z.object({
  id: z.number(),
  volgnummer: z.number(),
  reservelijst: z.boolean(),
  flight_id: z.number().nullable(),
  players: z.array(AdminPlayer),
  bon: AdminTeamBon.nullable(),
});

/** POST /api/admin/wedstrijd/{id}/teams/{team}/betaald and /restitutie: a sign-up's bon. */
export const AdminTeamParams = z.object({ id: Id, team: Id });

/** The match as the committee sees it. */
export const AdminMatch = z.object({
  id: z.number(),
  naam: z.string(),
  omschrijving: z.string(),
  course_id: z.number(),
  course_naam: z.string(),
  aanvang: WallTime,
  holes: z.number(),
  wedstrijdvorm: z.enum(MATCH_FORMS),
  spelers: z.number(),
  uitslag: z.enum(MATCH_RESULT_KINDS),
  inschrijvingsvorm: z.enum(SIGN_UP_FORMS),
  inschrijvingsstart: WallTime,
  inschrijvingsstop: WallTime,
  max_deelnemers: z.number(),
  spelers_per_flight: z.number(),
  aantal_gastspelers_inschrijven: z.number(),
  direct_in_flight_inschrijven: z.boolean(),
  qualifying: z.boolean(),
  inschrijfgeld_cents: z.number(),
  ideal_betalingen: z.boolean(),
  uitschrijven_restitutie: z.boolean(),
  deelnemers: z.number(),
  reserves: z.number(),
  startlijst_vrijgegeven: z.boolean(),
  /**
   * The times the drawn start list holds on the match's day's tee sheet (closed to members'
   * bookings), from the first start until the last start's interval has passed, and `turn`: tee 1
   * where the flights from tee 10 come through after nine holes, when apart from the starts;
   * null when none.
   */
  tee_sheet_hold: z
    .object({
      from: z.string(),
      until: z.string(),
      turn: z.object({ from: z.string(), until: z.string() }).nullable(),
    })
    .nullable(),
  verwerkt: z.boolean(),
  publiceer_uitslag: z.boolean(),
  /** Sign-up is open now (club clock). */
  open: z.boolean(),
  /**
   * The match's day has come (club clock): it may be processed. Before, processing is refused
   * (MATCH_NOT_PLAYED_YET): nothing not yet played enters a handicap record.
   */
  verwerkbaar: z.boolean(),
  tees: z.array(z.object({ geslacht: Gender, tee_id: z.number() })),
  categories: z.array(
    z.object({
      id: z.number(),
      naam: z.string(),
      handicap_min: z.number().nullable(),
      handicap_max: z.number().nullable(),
      geslacht: Gender.nullable(),
    }),
  ),
  products: z.array(z.object({ id: z.number(), naam: z.string(), prijs_cents: z.number() })),
  teams: z.array(AdminTeam),
  flights: z.array(
    z.object({ id: z.number(), nummer: z.number(), starttijd: z.string(), starttee: z.number() }),
  ),
  /** Only in the draw's answer: registrations whose early/late wish it could not meet. */
  preference_not_met: z.array(z.number()).optional(),
  results: z.array(
    z.object({
      team_id: z.number(),
      category_id: z.number().nullable(),
      positie: z.number(),
      status: z.enum(['ok', 'nr', 'dq']),
      playing_handicap: z.number().nullable(),
      bruto: z.number().nullable(),
      netto: z.number().nullable(),
      stableford: z.number().nullable(),
      /** Against par: holes won minus holes lost. */
      tegen_par: z.number().nullable(),
    }),
  ),
});
export type AdminMatch = z.infer<typeof AdminMatch>;

/** GET /api/admin/wedstrijd: the club's matches, newest first. */
export const AdminMatchListResponse = z.array(
  AdminMatch.pick({
    id: true,
    naam: true,
    aanvang: true,
    course_naam: true,
    deelnemers: true,
    max_deelnemers: true,
    startlijst_vrijgegeven: true,
    verwerkt: true,
    publiceer_uitslag: true,
    open: true,
    inschrijvingsstart: true,
  }),
);
export type AdminMatchListResponse = z.infer<typeof AdminMatchListResponse>;

/** /api/admin/wedstrijd/{id}/kaart/{relatie}: a player's card of the match. */
export const AdminCardParams = z.object({ id: Id, relatie: Id });

/**
 * PUT /api/admin/wedstrijd/{id}/kaart/{relatie}: the committee enters (or corrects) a player's
 * card of the match: the gross strokes of every hole played, in hole order.
 */
export const AdminCardRequest = z.object({
  scores: z
    .array(
      z
        .number({ error: 'score must be a number' })
        .int({ error: 'score must be a whole number' })
        .min(1, { error: 'every hole needs a score' })
        .max(KEYPAD_MAX_SCORE),
    )
    .min(9)
    .max(18),
});
export type AdminCardRequest = z.infer<typeof AdminCardRequest>;

/** GET /api/admin/wedstrijd/{id}/kaart/{relatie}: the holes the player plays and their card. */
export const AdminCard = z.object({
  relatie_id: z.number(),
  naam: z.string(),
  tee_id: z.number(),
  tee_naam: z.string(),
  playing_handicap: z.number().nullable(),
  holes: z.array(z.object({ nummer: z.number(), par: z.number(), si: z.number() })),
  /** The saved strokes per hole (0: none yet); empty without a card. */
  scores: z.array(z.number()),
  card_id: z.number().nullable(),
  ingevuld: z.boolean(),
  verwerkt: z.boolean(),
});
export type AdminCard = z.infer<typeof AdminCard>;

/**
 * POST /api/wedstrijd/{id}/kaart: a member in the field of a match played today creates their own
 * card of it (a match card, typekaart 1), with a marker as for any own-club card. The tee is the
 * one of their sign-up. One card per member per match: a second call answers the card there is.
 */
export const MatchCardRequest = z.object({
  marker_id: Id.nullable().optional(),
  marker_name: z.string().trim().max(120).nullable().optional(),
  marker_email: z.email().max(254).nullable().optional().or(z.literal('')),
});
export type MatchCardRequest = z.infer<typeof MatchCardRequest>;

/** The card (`existing`: it was there already, created by the member earlier or the committee). */
export const MatchCardResponse = z.object({ id: z.number(), existing: z.boolean() });
export type MatchCardResponse = z.infer<typeof MatchCardResponse>;
