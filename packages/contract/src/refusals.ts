import type { ErrorCode } from './protocol';

/**
 * The card calls' refusals, by code. Each code is in the error table (`ERROR_STATUS`, protocol.ts)
 * with its HTTP status; its text here is the English sentence the server sends beside it as
 * `message` (and as the field's message where a field is named). The app shows its own
 * translation of the code and never reads the sentence. The allowed checks (spec §7) answer 200
 * with `errors: [{ code, message }]`; the create calls refuse with the code as the error body's
 * `code`.
 */
export const CARD_REFUSAL = {
  /**
   * Own-card writes (403): creates, the allowed checks, hole scores, submit, a match card. The
   * club has cards off (`kaarten`): the app offers no card screens there; show the text.
   */
  CARD_CARDS_OFF: 'this club does not keep scorecards in the app',
  /**
   * Allowed check; create (409): the club has the qualifying-card menu off. The caller cannot
   * register an own-club qualifying card here: show the text, offer nothing to retry.
   */
  CARD_QUALIFYING_OFF: 'qualifying cards cannot be registered at this club',
  /** Allowed check; create (409): the member is a guest (`is_gast`). Show the text. */
  CARD_GUEST: 'guests cannot register a qualifying card',
  /**
   * Allowed checks; creates (400, field `baan_id`): the course is not the club's (or, for a
   * foreign card, not of a club off the platform). Let the member pick a course again.
   */
  CARD_SELECT_COURSE: 'select a course',
  /** Allowed check; creates (400, field `tee_id`): the tee is not of that course. Pick a tee. */
  CARD_SELECT_TEE: 'select a tee',
  /**
   * Creates (400, field `marker_id`): no marker where one is required, or a member id not of
   * this club. Let the member pick a marker.
   */
  CARD_SELECT_MARKER: 'select a marker',
  /** Unknown-course create (400, field `country_id`): no such country. Pick a country. */
  CARD_SELECT_COUNTRY: 'select a country',
  /**
   * Creates (400, field `marker_name` or `marker_email`): a guest marker needs a first name and
   * a surname, and with digital marking an email address. Complete the marker.
   */
  CARD_MARKER_INCOMPLETE: 'fill in marker completely',
  /** Allowed check; create (409): the course has no course rating. Choose another course. */
  CARD_NO_RATING: 'this course has no course rating',
  /**
   * Allowed check: the course's handicap registration (its rating set, `handicap_id`) is no longer
   * the one the app sent: the course was re-rated since the app read it. Read the course again.
   */
  CARD_RATING_CHANGED: 'the course rating has changed; choose the course again',
  /**
   * Allowed check; create (409): the member already has an open qualifying card for today.
   * Open and fill in that card instead.
   */
  CARD_OPEN_CARD: 'you already have an open qualifying card for today',
  /**
   * Foreign allowed check; foreign creates (409): played more than 30 minutes from now
   * (`LIMITS.FOREIGN_CARD_FUTURE_MINUTES`). Correct the date or time.
   */
  CARD_DATE_IN_FUTURE: 'selected date is in the future',
  /**
   * Foreign allowed check; foreign creates (409): played before the card history's two years
   * (`LIMITS.CARD_HISTORY_YEARS`). The card cannot be registered; show the text.
   */
  CARD_DATE_TOO_OLD: 'selected date is too long ago',
  /** Creates (400, field `marker_id`): the member named themselves as marker. Pick another. */
  CARD_OWN_MARKER: 'you cannot mark your own card',
  /**
   * Foreign create and submit (400, field `scores` or `scores.{i}`): a hole without a score, or
   * not one score per hole. Fill in every hole.
   */
  CARD_INCOMPLETE: 'your card is not completely filled in',
  /**
   * Unknown-course create (400, field `total_sf_points`, or the contract's `unknown_course_name`,
   * `cr`, `par`): neither hole scores nor a stableford total, or a rating left empty. Complete
   * the card.
   */
  CARD_NOT_COMPLETELY_FILLED: 'card not completely filled in',
  /**
   * Unknown-course create (400, field `country_id`): the country is the Netherlands, whose
   * courses are all in the list. Choose the club from the list instead.
   */
  CARD_DUTCH_FROM_LIST: 'a Dutch course must be chosen from the list',
} as const satisfies Partial<Record<ErrorCode, string>>;

/**
 * The match calls' refusals (spec §8: a rejected sign-up shows the message under 'attention', a
 * failed sign-out under 'error'), by code; each in `ERROR_STATUS`. Nothing changes when one is
 * answered.
 */
export const MATCH_REFUSAL = {
  /**
   * Sign-up, update (409): now is outside the sign-up window (inschrijvingsstart to
   * inschrijvingsstop, the club's clock) or the match is processed. Show the text; the signup tab
   * is no longer offered.
   */
  MATCH_SIGN_UP_CLOSED: 'sign-up for this match is closed',
  /** Sign-out (409): the sign-out deadline has passed or the match is processed. Show the text. */
  MATCH_SIGN_OUT_CLOSED: 'signing out of this match is no longer possible',
  /**
   * Sign-up (409): the caller, or a team mate named (field `players`), is already signed up.
   * Reload the registration; update (PUT) instead.
   */
  MATCH_ALREADY_SIGNED_UP: 'already signed up for this match',
  /** Update, sign-out (409): the caller is not signed up. Reload the registration. */
  MATCH_NOT_SIGNED_UP: 'not signed up for this match',
  /** Sign-up, update (400, field `tee_id`): the tee is not available for the player's gender. */
  MATCH_TEE_NOT_AVAILABLE: 'this tee is not available for this player',
  /** Sign-up, update (400, field `category_id`): the match has categories; choose one. */
  MATCH_CATEGORY_REQUIRED: 'you must select a category',
  /**
   * Sign-up, update (400, field `category_id`): not a category of this match, or (individual
   * forms) one whose index range or gender the member does not fit (`categoryOpenTo`). Choose
   * one the member fits.
   */
  MATCH_CATEGORY_INVALID: 'this category is not of this match or does not fit the member',
  /** Sign-up (400, field `flight_id`): the match has direct flight sign-up; choose a flight. */
  MATCH_FLIGHT_REQUIRED: 'you must select a flight',
  /** Sign-up, update (400, field `flight_id`): not a flight of this match. Choose again. */
  MATCH_FLIGHT_INVALID: 'this flight is not of this match',
  /**
   * Sign-up, update (409, field `flight_id`): the flight is full, or has fewer places left than
   * the sign-up has players (a member with guests). Reload the flights, choose another.
   */
  MATCH_FLIGHT_FULL: 'this flight is full',
  /**
   * Update (409, field `players`): the sign-up is in the field and the players added do not fit in
   * it any more. Sign up the extra players on their own (they go to the reserve list).
   */
  MATCH_FIELD_FULL: 'the field of this match is full',
  /**
   * Sign-up, update (400, field `players`): a guest lacks lastname, handicap or gender (spec §5);
   * the fields name the missing ones.
   */
  MATCH_GUEST_INCOMPLETE: 'a guest player is missing required fields',
  /** Sign-up, update (400, field `players`): a guest's handicap is outside −9..54 (spec §9). */
  MATCH_GUEST_HANDICAP: 'a guest handicap must lie between -9 and 54',
  /**
   * Sign-up, update (400, field `players`): more players than allowed: guests beyond
   * aantal_gastspelers_inschrijven (individual), beyond the team size minus 1 (team forms).
   */
  MATCH_TOO_MANY_PLAYERS: 'more players than this match allows',
  /** Sign-up, update (400, field `players`): a team form's team must be complete. */
  MATCH_TEAM_SIZE: 'the team does not have the number of players this match needs',
  /**
   * Sign-up, update (400, a field `players.N.member_id` for each member named): an individual
   * match's places besides one's own are for guests; another member signs up themselves. Show the
   * text; take the members off.
   */
  MATCH_GUESTS_ONLY:
    'in an individual match the extra players are guests; members sign up themselves',
  /** Sign-up, update (400, field `players`): a team mate who is not a member of this club. */
  MATCH_PLAYER_UNKNOWN: 'a player is not a member of this club',
  /** Sign-up, update (400, field `players`): a player named twice, or the caller named. */
  MATCH_PLAYER_TWICE: 'a player is named more than once',
  /** Sign-up, update (400, field `producten`): not a product of this match. */
  MATCH_PRODUCT_INVALID: 'this product is not of this match',
  /** Update, sign-out with signOutTeam (403): only the one who signed the team up may. */
  MATCH_NOT_TEAM_LEADER: 'only the player who signed the team up can change it',
  /** Start list (404): not published yet. The starters tab is not offered. */
  MATCH_START_LIST_NOT_PUBLISHED: 'the start list is not published',
  /** Results (404): not published yet. The results tab is not offered. */
  MATCH_RESULTS_NOT_PUBLISHED: 'the results are not published',
  /** Pay link, pay (409): this match takes no online payment. Show the text. */
  MATCH_NO_PAYMENT: 'there is no online payment for this match',
  /**
   * Processing (409, field `aanvang`): the match's day has not come in the club's time zone;
   * nothing not yet played enters a handicap record. The field's message names the day from
   * which it can be processed (AdminMatch `verwerkbaar`).
   */
  MATCH_NOT_PLAYED_YET: 'the match has not been played yet',
} as const satisfies Partial<Record<ErrorCode, string>>;

export type CardRefusal = keyof typeof CARD_REFUSAL;
export type MatchRefusal = keyof typeof MATCH_REFUSAL;

/** A refusal of a table above as the allowed checks list it: the code and its text. */
const refusalIn =
  <T extends Partial<Record<ErrorCode, string>>>(table: T) =>
  (code: keyof T & ErrorCode) => ({ code, message: table[code] as string });
export const cardRefusal = refusalIn(CARD_REFUSAL);
export const matchRefusal = refusalIn(MATCH_REFUSAL);
