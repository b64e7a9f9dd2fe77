/**
 * The wire's plain constants: error codes, headers, the first screen's payload id. Kept apart from
 * the schemas (and zod), so the web's start-up can read them without building any schema.
 */

/** Error codes and the HTTP status each maps to (one table, docs/ARCHITECTURE.md "Conventions"). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  CLUB_EMPTY: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // spec §8: the federation card and the WHS page have no image for this member.
  NO_CARD: 404,
  NO_INDEX: 404,
  // spec §3 has_baan off: the club has no course of its own, so there is no course information,
  // course status or calculator on the club's tees (the foreign-tee call still answers).
  NO_OWN_COURSE: 404,
  // Booking refusals (spec §8 "Booking save or edit error": a code and an error text).
  BOOKING_DISABLED: 403,
  LEAD_TIME_PASSED: 403,
  NOT_MAIN_BOOKER: 403,
  SLOT_FULL: 409,
  SLOT_LOCKED: 409,
  SLOT_CLOSED: 409,
  SHEET_NOT_OPEN: 409,
  BOOKING_OVERLAP: 409,
  BOOKING_LIMIT: 409,
  // The member's booking rules (their category's, else the club's) allow fewer guests in one
  // booking, or no players without a name.
  BOOKING_TOO_MANY_GUESTS: 403,
  BOOKING_UNNAMED_PLAYERS: 403,
  // Card refusals: when each is thrown and what the caller should do is in refusals.ts.
  CARD_CARDS_OFF: 403,
  CARD_QUALIFYING_OFF: 409,
  CARD_GUEST: 409,
  CARD_SELECT_COURSE: 400,
  CARD_SELECT_TEE: 400,
  CARD_SELECT_MARKER: 400,
  CARD_SELECT_COUNTRY: 400,
  CARD_MARKER_INCOMPLETE: 400,
  CARD_NO_RATING: 409,
  CARD_RATING_CHANGED: 409,
  CARD_OPEN_CARD: 409,
  CARD_DATE_IN_FUTURE: 409,
  CARD_DATE_TOO_OLD: 409,
  CARD_OWN_MARKER: 400,
  CARD_INCOMPLETE: 400,
  CARD_NOT_COMPLETELY_FILLED: 400,
  CARD_DUTCH_FROM_LIST: 400,
  // Profile picture refusals (spec §5 "Pictures"): not one of the accepted kinds, damaged or
  // carrying other data, too many bytes, pixels or frames.
  PICTURE_TYPE: 415,
  PICTURE_INVALID: 400,
  PICTURE_TOO_BIG: 413,
  // Payment refusals (spec §8 "pay link" rejects with the body): why there is no checkout.
  NOTHING_TO_PAY: 409,
  ALREADY_PAID: 409,
  PAYMENT_PENDING: 409,
  BON_PAID: 409,
  NOT_REFUNDABLE: 409,
  // A reserve-list sign-up is paid once it has a place in the field.
  RESERVE_LIST: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYMENTS_UNAVAILABLE: 503,
  // Match refusals: when each is thrown and what the caller should do is in refusals.ts.
  MATCH_SIGN_UP_CLOSED: 409,
  MATCH_SIGN_OUT_CLOSED: 409,
  MATCH_ALREADY_SIGNED_UP: 409,
  MATCH_NOT_SIGNED_UP: 409,
  MATCH_TEE_NOT_AVAILABLE: 400,
  MATCH_CATEGORY_REQUIRED: 400,
  MATCH_CATEGORY_INVALID: 400,
  MATCH_FLIGHT_REQUIRED: 400,
  MATCH_FLIGHT_INVALID: 400,
  MATCH_FLIGHT_FULL: 409,
  MATCH_FIELD_FULL: 409,
  MATCH_GUEST_INCOMPLETE: 400,
  MATCH_GUEST_HANDICAP: 400,
  MATCH_TOO_MANY_PLAYERS: 400,
  MATCH_TEAM_SIZE: 400,
  MATCH_GUESTS_ONLY: 400,
  MATCH_PLAYER_UNKNOWN: 400,
  MATCH_PLAYER_TWICE: 400,
  MATCH_PRODUCT_INVALID: 400,
  MATCH_NOT_TEAM_LEADER: 403,
  MATCH_START_LIST_NOT_PUBLISHED: 404,
  MATCH_RESULTS_NOT_PUBLISHED: 404,
  MATCH_NO_PAYMENT: 409,
  MATCH_NOT_PLAYED_YET: 409,
  // Handicap committee (modules/handicap-admin): the card is not in the state the action needs
  // (not processed, already not counting, its marker not overdue); the date is after today.
  CARD_NOT_PROCESSED: 409,
  CARD_NOT_OVERDUE: 409,
  ADJUSTMENT_IN_FUTURE: 400,
  // A one-time password link that is unknown, used or expired: the member asks for a new one.
  PASSWORD_LINK_INVALID: 410,
  // Back office: a club keeps at least one administrator (the last cannot lose the role or be
  // deactivated); an import applied, undone or previewed again is no longer the one named.
  LAST_ADMINISTRATOR: 409,
  IMPORT_NOT_APPLICABLE: 409,
  // A member category still held by members is not deleted: they would silently lose it.
  CATEGORY_IN_USE: 409,
  // A file that cannot be read as the kind named (not CSV or XLSX, damaged, no heading row).
  IMPORT_FILE_INVALID: 400,
  // A tee that cards or matches were played from stays: their ratings and holes point at it.
  TEE_IN_USE: 409,
  // The starter's marks (admin-tee-sheet-day.ts): a tee time of a day still to come takes none, and
  // nobody is a no-show before their tee time.
  TEE_TIME_NOT_STARTED: 409,
  IDEMPOTENCY_MISMATCH: 422,
  // The app was built against another contract than the server's (CONTRACT_HEADER): the call was
  // not run; the app fetches the new version (apps/web app/app-update.ts).
  CONTRACT_MISMATCH: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  DB_UNAVAILABLE: 503,
  // No room for the work now (every picture decoder and place in line is taken): nothing was
  // done; try again after Retry-After.
  SERVER_BUSY: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Header that makes a create, sign or booking call exactly-once (docs/QUALITY.md "Reliability"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Header every state-changing call carries (CSRF defence, docs/QUALITY.md "Security"). */
export const CSRF_HEADER = 'x-fairway-request';
export const CSRF_HEADER_VALUE = '1';

/**
 * The contract's version (packages/contract/version.mjs) an app was built against, sent with
 * every call; the server refuses a call from another version (CONTRACT_MISMATCH) and names its
 * own in the same header on every answer. A caller that sends none (curl, another client) is
 * answered as always.
 */
export const CONTRACT_HEADER = 'x-fairway-contract';

/**
 * The id of the `<script type="application/json">` in which the server sends a member's first
 * screen's answers with the page (apps/server plugins/first-screen.ts, apps/web api/first-answers.ts).
 */
export const FIRST_SCREEN_PAYLOAD_ID = 'fw-first-screen';
