import { PROCESSING_RESULT } from '@fairway/golf';

export type OutcomeTone = 'success' | 'warning' | 'error';

/** What the member is told after a submit, as translation keys (spec §4, §8). */
export interface ScoreOutcome {
  tone: OutcomeTone;
  titleKey:
    | 'scorecards.outcome.savedTitle'
    | 'scorecards.outcome.notEnteredTitle'
    | 'scorecards.outcome.notProcessedTitle';
  messageKey:
    | 'scorecards.outcome.alreadyFilled'
    | 'scorecards.outcome.youngerCard'
    | 'scorecards.outcome.saved'
    | 'scorecards.outcome.savedWaitsForMarker'
    | 'scorecards.outcome.savedNewHandicap'
    | 'scorecards.outcome.matchCard'
    | 'scorecards.outcome.tooOld'
    | 'scorecards.outcome.savedNotProcessed'
    | 'scorecards.outcome.unknown';
  /** The scores are on the server, so the copy kept on the device can go. */
  clearsState: boolean;
}

/**
 * The score statuses of spec §4 (POST /api/scorecards/{id}/edit answers a processing result of
 * spec §3):
 * - ISINGEVULD 4: not saved, the card already has a score (title 'score not entered', §8).
 * - ISLAATSTVERWERKT 1: saved, not processed because a younger card exists.
 * - SUCCES 0 / ISVERWERKT 2: saved (with the new handicap when the answer carries one; SUCCES
 *   means the card now waits for the marker's signature).
 * - QUALIFYING_WEDSTRIJD 99: saved, processed once the match is processed.
 * - ISTEOUD 5: saved, too old to be processed.
 * - ISNIETVERWERKT 3: saved, not processed.
 * Every status whose scores the server stored clears the device copy; only 4 (and an unknown
 * status) keeps it.
 */
export function scoreOutcome(status: number, ehcpNieuw: number | null): ScoreOutcome {
  switch (status) {
    case PROCESSING_RESULT.ISINGEVULD:
      return {
        tone: 'error',
        titleKey: 'scorecards.outcome.notEnteredTitle',
        messageKey: 'scorecards.outcome.alreadyFilled',
        clearsState: false,
      };
    case PROCESSING_RESULT.ISLAATSTVERWERKT:
      return {
        tone: 'warning',
        titleKey: 'scorecards.outcome.notProcessedTitle',
        messageKey: 'scorecards.outcome.youngerCard',
        clearsState: true,
      };
    case PROCESSING_RESULT.SUCCES:
      return {
        tone: 'success',
        titleKey: 'scorecards.outcome.savedTitle',
        messageKey:
          ehcpNieuw !== null
            ? 'scorecards.outcome.savedNewHandicap'
            : 'scorecards.outcome.savedWaitsForMarker',
        clearsState: true,
      };
    case PROCESSING_RESULT.ISVERWERKT:
      return {
        tone: 'success',
        titleKey: 'scorecards.outcome.savedTitle',
        messageKey:
          ehcpNieuw !== null ? 'scorecards.outcome.savedNewHandicap' : 'scorecards.outcome.saved',
        clearsState: true,
      };
    case PROCESSING_RESULT.QUALIFYING_WEDSTRIJD:
      return {
        tone: 'success',
        titleKey: 'scorecards.outcome.savedTitle',
        messageKey: 'scorecards.outcome.matchCard',
        clearsState: true,
      };
    case PROCESSING_RESULT.ISTEOUD:
      return {
        tone: 'warning',
        titleKey: 'scorecards.outcome.notProcessedTitle',
        messageKey: 'scorecards.outcome.tooOld',
        clearsState: true,
      };
    case PROCESSING_RESULT.ISNIETVERWERKT:
      return {
        tone: 'warning',
        titleKey: 'scorecards.outcome.notProcessedTitle',
        messageKey: 'scorecards.outcome.savedNotProcessed',
        clearsState: true,
      };
    default:
      return {
        tone: 'warning',
        titleKey: 'scorecards.outcome.notProcessedTitle',
        messageKey: 'scorecards.outcome.unknown',
        clearsState: false,
      };
  }
}

/**
 * spec §4 "Foreign card outcome": status 'success' is "created"; any other status means saved,
 * but it cannot be processed because a card with a more recent date exists.
 */
export function foreignOutcome(status: string): {
  tone: OutcomeTone;
  titleKey: 'scorecards.foreign.createdTitle' | 'scorecards.foreign.savedTitle';
  messageKey: 'scorecards.foreign.created' | 'scorecards.foreign.savedNotProcessed';
} {
  return status === 'success'
    ? {
        tone: 'success',
        titleKey: 'scorecards.foreign.createdTitle',
        messageKey: 'scorecards.foreign.created',
      }
    : {
        tone: 'warning',
        titleKey: 'scorecards.foreign.savedTitle',
        messageKey: 'scorecards.foreign.savedNotProcessed',
      };
}
