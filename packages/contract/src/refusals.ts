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
export type CardRefusal = keyof typeof CARD_REFUSAL;

/** A refusal as the allowed checks list it: the code and its text. */
export const cardRefusal = (code: CardRefusal) => ({ code, message: CARD_REFUSAL[code] });
