import { z } from 'zod';
import {
  LIMITS,
  MATCH_FORMS,
  MATCH_RESULT_KINDS,
  SIGN_UP_FORMS,
  START_PREFERENCES,
} from '@fairway/golf';
import { Id, InputDate, WallTime, YesNo } from './common';
import { TeeFace } from './courses';
import { Bon, BonStatus } from './payments';

/**
 * Matches (spec §7 Matches): one schema per call, the spec's wire names. Times are the club's
 * wall clock as 'YYYY-MM-DD HH:mm' (club-local); 'j'/'n' flags as the spec spells them; money in
 * integer cents; handicaps as numbers with one decimal (negative for plus handicaps).
 */

/** A 0/1/true/false query flag. */
const QueryFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/** spec §9: matches come 20 to a page. */
export const MATCH_PAGE_SIZE = 20;

// ——— The list ———

/**
 * GET /api/wedstrijd (spec §7): a page of 20 from `offset`, by date (newest first within the
 * range), optionally only those open for sign-up now, matching `term` (name or course), between
 * `date_from` and `date_to` (inclusive, club-local). `init`: the first load, the answer also
 * carries the years that hold matches (for the previous/next year buttons).
 */
export const MatchListQuery = z.object({
  init: QueryFlag.optional(),
  open_only: QueryFlag.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  term: z.string().trim().max(LIMITS.SEARCH_MAX_CHARS).optional(),
  date_from: InputDate.optional(),
  date_to: InputDate.optional(),
});
export type MatchListQuery = z.infer<typeof MatchListQuery>;

/** spec `wedstrijdvorm`: the form's code, the players per team and how the result counts. */
export const MatchFormWire = z.object({
  naam: z.enum(MATCH_FORMS),
  spelers: z.number().int(),
  uitslag: z.enum(MATCH_RESULT_KINDS),
});

/** One match in the list. */
export const MatchSummary = z.object({
  id: z.number(),
  naam: z.string(),
  aanvang: WallTime,
  course: z.object({ id: z.number(), name: z.string() }),
  holes: z.number(),
  inschrijvingsstart: WallTime,
  inschrijvingsstop: WallTime,
  verwerkt: YesNo,
  startlijst_vrijgegeven: YesNo,
  publiceer_uitslag: YesNo,
  ideal_betalingen: YesNo,
  qualifying: YesNo,
  wedstrijdvorm: MatchFormWire,
  /** The caller is signed up (in the field or on the reserve list). */
  user_signed_up: z.boolean(),
  /** The caller's sign-up is on the reserve list (not in the field). */
  user_reservelijst: z.boolean(),
  /** Sign-up is open now (the window, not processed), on the club's clock. */
  open: z.boolean(),
  deelnemers: z.number(),
  max_deelnemers: z.number(),
});
export type MatchSummary = z.infer<typeof MatchSummary>;

export const MatchListResponse = z.object({
  matches: z.array(MatchSummary),
  /** The offset of the next page, or null when this was the last. */
  next_offset: z.number().nullable(),
  /** With `init`: the first and last year that hold a match of the club (null: none). */
  years: z.object({ first: z.number(), last: z.number() }).nullable().optional(),
});
export type MatchListResponse = z.infer<typeof MatchListResponse>;

// ——— One match ———

export const MatchTee = TeeFace;
export type MatchTee = z.infer<typeof MatchTee>;

/** A category (spec §3 Match `categories`): a handicap range and/or a gender; null means any. */
export const MatchCategory = z.object({
  id: z.number(),
  naam: z.string(),
  handicap_min: z.number().nullable(),
  handicap_max: z.number().nullable(),
  geslacht: z.enum(['m', 'v']).nullable(),
});
export type MatchCategory = z.infer<typeof MatchCategory>;

export const MatchProduct = z.object({ id: z.number(), naam: z.string(), prijs_cents: z.number() });
export type MatchProduct = z.infer<typeof MatchProduct>;

/**
 * spec `bon`: what the caller's sign-up costs and its payment as the payments module knows it
 * (its bon of the sign-up; 'open' before any attempt). The one who made the sign-up pays it
 * (`eigen`); team mates see it read-only.
 */
export const MatchBon = z.object({
  totaal_cents: z.number(),
  /** What was paid for it: the bon's total once paid, else 0. */
  betaald_cents: z.number(),
  regels: z.array(z.object({ naam: z.string(), aantal: z.number(), bedrag_cents: z.number() })),
  status: BonStatus,
  /** The caller can pay it now (their own, not paid, pending or refunded). */
  te_betalen: z.boolean(),
  /** The caller made the sign-up and so pays it. */
  eigen: z.boolean(),
  betaald_op: z.string().nullable(),
  terugbetaling: Bon.shape.terugbetaling,
  /**
   * Shares of the paid amount given back while the bon stays paid (a team mate left and the match
   * refunds on sign-out). Without them, a `betaald_cents` above `totaal_cents` is kept by the club.
   */
  deelterugbetalingen: Bon.shape.deelterugbetalingen,
  /** The sign-up is on the reserve list: it is paid once it gets a place in the field. */
  reservelijst: z.boolean(),
});
export type MatchBon = z.infer<typeof MatchBon>;

/** GET /api/wedstrijd/{id}: spec §3 Match. */
export const MatchDetail = MatchSummary.extend({
  omschrijving: z.string(),
  uitschrijven_tot: WallTime,
  inschrijvingsvorm: z.enum(SIGN_UP_FORMS),
  aantal_gastspelers_inschrijven: z.number(),
  direct_in_flight_inschrijven: YesNo,
  beschikbare_tees: z.object({ m: z.array(MatchTee), v: z.array(MatchTee) }),
  categories: z.array(MatchCategory),
  properties: z.object({ spelers_per_flight: z.number() }),
  inschrijfgeld_cents: z.number(),
  producten: z.array(MatchProduct),
  reserves: z.number(),
  /** The caller's bill when signed up and there is something to pay; else null. */
  bon: MatchBon.nullable(),
  /**
   * The money given back of a paid sign-up the caller made and signed out of (all of it, or their
   * own share when they left the team alone), with the provider's state; else null.
   */
  uitgeschreven_terugbetaling: Bon.shape.terugbetaling,
  /** The caller may sign out now (signed up, before the sign-out deadline, not processed). */
  can_sign_out: z.boolean(),
  /** A paid sign-up is refunded when its member signs out before the deadline. */
  uitschrijven_restitutie: YesNo,
});
export type MatchDetail = z.infer<typeof MatchDetail>;

/**
 * A player as the lists show them. `id` is the member's relatie id, null for a guest. What the
 * caller may not see of someone (the club's privacy policy: a guest sees no one outside their own
 * sign-up) is null: `naam` and `id` together, `handicap` on its own.
 */
export const MatchPlayer = z.object({
  id: z.number().nullable(),
  naam: z.string().nullable(),
  handicap: z.number().nullable(),
  is_gast: z.boolean(),
  /** The caller. */
  is_self: z.boolean(),
});
export type MatchPlayer = z.infer<typeof MatchPlayer>;

export const MatchTeamWire = z.object({
  id: z.number(),
  players: z.array(MatchPlayer),
  category_id: z.number().nullable(),
  flight_id: z.number().nullable(),
  reservelijst: z.boolean(),
  /** Place on the reserve list (1 first), null when in the field. */
  reserve_positie: z.number().nullable(),
  /** The sign-up's bon is paid; null when the match takes no online payment or costs nothing. */
  betaald: z.boolean().nullable(),
});
export type MatchTeamWire = z.infer<typeof MatchTeamWire>;

/** GET /api/wedstrijd/{id}/inschrijflijst: the participants, field first then the reserve list. */
export const EntryListResponse = z.object({
  teams: z.array(MatchTeamWire),
  deelnemers: z.number(),
  max_deelnemers: z.number(),
});
export type EntryListResponse = z.infer<typeof EntryListResponse>;

/** spec §3 Flight: id and teams, with its number, start time, start hole and capacity. */
export const MatchFlight = z.object({
  id: z.number(),
  nummer: z.number(),
  starttijd: z.string(),
  starttee: z.number(),
  capacity: z.number(),
  /** Teams in it now. */
  teams: z.number(),
  vol: z.boolean(),
});
export type MatchFlight = z.infer<typeof MatchFlight>;

/** GET /api/wedstrijd/{id}/flights: the flights to choose from at sign-up. */
export const MatchFlightsResponse = z.array(MatchFlight);

/** GET /api/wedstrijd/{id}/categories. */
export const MatchCategoriesResponse = z.array(MatchCategory);

/**
 * GET /api/wedstrijd/{id}/startlijst, once the start list is published (startlijst_vrijgegeven):
 * the flights in start order with their teams. `flight_tonen`: the club's feature
 * startLijstFlightTonen (show the flight numbers).
 */
export const StartListResponse = z.object({
  flight_tonen: z.boolean(),
  flights: z.array(
    MatchFlight.omit({ vol: true, teams: true }).extend({ teams: z.array(MatchTeamWire) }),
  ),
});
export type StartListResponse = z.infer<typeof StartListResponse>;

/** One line of the results: place, names, playing handicap and the scores the form counts. */
export const ResultLine = z.object({
  positie: z.number(),
  status: z.enum(['ok', 'nr', 'dq']),
  team_id: z.number(),
  players: z.array(MatchPlayer),
  playing_handicap: z.number().nullable(),
  bruto: z.number().nullable(),
  netto: z.number().nullable(),
  stableford: z.number().nullable(),
  /** Against par: holes won minus holes lost ('+' minus '-'); null for the other forms. */
  tegen_par: z.number().nullable(),
  is_self: z.boolean(),
});
export type ResultLine = z.infer<typeof ResultLine>;

/** GET /api/wedstrijd/{id}/uitslag, once published (publiceer_uitslag): per category. */
export const ResultsResponse = z.object({
  uitslag: z.enum(MATCH_RESULT_KINDS),
  categories: z.array(
    z.object({
      id: z.number().nullable(),
      naam: z.string().nullable(),
      lines: z.array(ResultLine),
    }),
  ),
});
export type ResultsResponse = z.infer<typeof ResultsResponse>;

/** spec §3 Registration `inschrijfinfo`. */
export const SignUpInfo = z.object({
  buggy: YesNo,
  handicart: YesNo,
  horeca: YesNo,
  opmerking: z.string(),
  category_id: z.number().nullable(),
  vroeglaat: z.enum(START_PREFERENCES),
  tee_id: z.number().nullable(),
});
export type SignUpInfo = z.infer<typeof SignUpInfo>;

/**
 * GET /api/wedstrijd/{id}/inschrijving: the caller's registration check (spec §7): signed_up,
 * inschrijfinfo, producten, team_members, team_id, flight_id; with the reserve-list place.
 */
export const RegistrationResponse = z.object({
  signed_up: z.boolean(),
  inschrijfinfo: SignUpInfo.nullable(),
  producten: z.array(z.object({ id: z.number(), aantal: z.number() })),
  team_members: z.array(MatchPlayer.extend({ geslacht: z.enum(['m', 'v']).nullable() })),
  team_id: z.number().nullable(),
  flight_id: z.number().nullable(),
  reservelijst: z.boolean(),
  reserve_positie: z.number().nullable(),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponse>;

// ——— Sign-up, update, sign-out ———

/** spec §9: a guest's handicap lies between −9 and 54. */
export const GUEST_HANDICAP_RANGE = { min: -9, max: 54 } as const;

/**
 * A guest at sign-up (spec §3 Guest player). spec §5: a guest needs lastname (achternaam),
 * handicap and gender (geslacht); the server answers GUEST_INCOMPLETE naming the missing ones.
 */
export const MatchGuest = z.object({
  gsn: z.string().trim().max(20).nullish(),
  initials: z.string().trim().max(20).nullish(),
  firstname: z.string().trim().max(60).nullish(),
  middlename: z.string().trim().max(30).nullish(),
  lastname: z.string().trim().max(80).nullish(),
  handicap: z.number().min(-100).max(100).nullish(),
  gender: z.enum(['m', 'v']).nullish(),
  email: z.email().max(254).nullish(),
  homecourse: z.string().trim().max(100).nullish(),
});
export type MatchGuest = z.infer<typeof MatchGuest>;

/** A player besides the caller: a team mate of the club, or a guest. */
export const SignUpPlayer = z.union([
  z.object({ member_id: Id }).strict(),
  z.object({ guest: MatchGuest }).strict(),
]);
export type SignUpPlayer = z.infer<typeof SignUpPlayer>;

/**
 * POST and PUT /api/wedstrijd/{id}/inschrijven (spec §3 Sign-up payload): the players besides the
 * caller (the caller always plays), preferences, comment, the caller's tee, category and flight,
 * and the products taken. PUT sends the sign-up as it should be after the update.
 */
export const SignUpRequest = z.object({
  players: z.array(SignUpPlayer).max(8).default([]),
  preferences: z
    .object({
      buggy: YesNo.default('n'),
      horeca: YesNo.default('n'),
      handicart: YesNo.default('n'),
      start_game: z.enum(START_PREFERENCES).default('geen'),
    })
    .default({ buggy: 'n', horeca: 'n', handicart: 'n', start_game: 'geen' }),
  comment: z.string().trim().max(500).default(''),
  tee_id: Id.nullish(),
  category_id: Id.nullish(),
  flight_id: Id.nullish(),
  producten: z
    .array(z.object({ id: Id, aantal: z.number().int().min(1).max(20) }))
    .max(20)
    .default([]),
});
export type SignUpRequest = z.input<typeof SignUpRequest>;
export type SignUpRequestParsed = z.output<typeof SignUpRequest>;

/**
 * The answer of a sign-up or update: status, msg (a code the app translates: SIGNED_UP,
 * RESERVE_LIST, UPDATED) and the players of the sign-up, the caller first (spec §4: a reserve-list
 * result is shown if players[0].reservelijst). Refusals are 4xx with ErrorBody.
 */
export const SignUpResponse = z.object({
  status: z.enum(['success', 'error']),
  msg: z.string(),
  team_id: z.number(),
  flight_id: z.number().nullable(),
  players: z.array(
    MatchPlayer.extend({ reservelijst: z.boolean(), reserve_positie: z.number().nullable() }),
  ),
});
export type SignUpResponse = z.infer<typeof SignUpResponse>;

/**
 * POST /api/wedstrijd/{id}/uitschrijven: signs the caller out; with signOutTeam the caller's whole
 * sign-up (team mates and guests), which only its first player may do.
 */
export const SignOutQuery = z.object({ signOutTeam: QueryFlag.optional() });
/** message: a code the app translates (SIGNED_OUT); `promoted`: teams moved up from the reserve list. */
export const SignOutResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  promoted: z.number(),
  /** The paid fee given back (the match refunds on sign-out), with the provider's state of it. */
  terugbetaling: Bon.shape.terugbetaling.optional(),
});
export type SignOutResponse = z.infer<typeof SignOutResponse>;

// ——— Team playing handicap ———

/** GET /api/team/{id}/phcp: a match team's playing handicaps with the form's WHS allowance. */
export const TeamPhcpResponse = z.object({
  team_id: z.number(),
  wedstrijd_id: z.number(),
  wedstrijdvorm: z.enum(MATCH_FORMS),
  /** The allowance per player from the lowest course handicap up (whole percent). */
  allowances: z.array(z.number()),
  players: z.array(
    z.object({
      id: z.number().nullable(),
      naam: z.string().nullable(),
      handicap: z.number().nullable(),
      tee_id: z.number().nullable(),
      course_handicap: z.number().nullable(),
      playing_handicap: z.number().nullable(),
    }),
  ),
  /** The side's playing handicap for team forms; null where each player plays off their own. */
  team_playing_handicap: z.number().nullable(),
});
export type TeamPhcpResponse = z.infer<typeof TeamPhcpResponse>;

// ——— Payment seam ———

/** GET /api/wedstrijd/{id}/paylink: the payment page's address (payments fills it). */
export const PayLinkResponse = z.object({ url: z.string() });
