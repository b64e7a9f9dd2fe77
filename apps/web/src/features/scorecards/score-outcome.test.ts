import { describe, expect, it } from 'vitest';
import { PROCESSING_RESULT } from '@fairway/golf';
import { foreignOutcome, scoreOutcome } from './score-outcome';

describe('scoreOutcome (spec §4 score entry outcomes, §8)', () => {
  it('ISINGEVULD 4: "score not entered", the card already has a score; the device copy stays', () => {
    expect(scoreOutcome(PROCESSING_RESULT.ISINGEVULD, null)).toEqual({
      tone: 'error',
      titleKey: 'scorecards.outcome.notEnteredTitle',
      messageKey: 'scorecards.outcome.alreadyFilled',
      clearsState: false,
    });
  });

  it('ISLAATSTVERWERKT 1: not processed because a younger card exists', () => {
    expect(scoreOutcome(PROCESSING_RESULT.ISLAATSTVERWERKT, null)).toMatchObject({
      messageKey: 'scorecards.outcome.youngerCard',
      clearsState: true,
    });
  });

  it('ISVERWERKT 2: saved, with the new handicap when the answer has one', () => {
    expect(scoreOutcome(PROCESSING_RESULT.ISVERWERKT, 17.2)).toMatchObject({
      tone: 'success',
      titleKey: 'scorecards.outcome.savedTitle',
      messageKey: 'scorecards.outcome.savedNewHandicap',
      clearsState: true,
    });
    expect(scoreOutcome(PROCESSING_RESULT.ISVERWERKT, null).messageKey).toBe(
      'scorecards.outcome.saved',
    );
  });

  it('SUCCES 0: saved; without a new handicap the card waits for the marker', () => {
    expect(scoreOutcome(PROCESSING_RESULT.SUCCES, null)).toMatchObject({
      tone: 'success',
      messageKey: 'scorecards.outcome.savedWaitsForMarker',
      clearsState: true,
    });
  });

  it('QUALIFYING_WEDSTRIJD 99: saved, processed once the match is', () => {
    expect(scoreOutcome(PROCESSING_RESULT.QUALIFYING_WEDSTRIJD, null)).toMatchObject({
      tone: 'success',
      messageKey: 'scorecards.outcome.matchCard',
      clearsState: true,
    });
  });

  it('ISTEOUD 5 and ISNIETVERWERKT 3: saved but not processed', () => {
    expect(scoreOutcome(PROCESSING_RESULT.ISTEOUD, null)).toMatchObject({
      tone: 'warning',
      messageKey: 'scorecards.outcome.tooOld',
      clearsState: true,
    });
    expect(scoreOutcome(PROCESSING_RESULT.ISNIETVERWERKT, null)).toMatchObject({
      tone: 'warning',
      messageKey: 'scorecards.outcome.savedNotProcessed',
      clearsState: true,
    });
  });

  it('an unknown status keeps the device copy', () => {
    expect(scoreOutcome(42, null)).toMatchObject({
      messageKey: 'scorecards.outcome.unknown',
      clearsState: false,
    });
  });
});

describe('foreignOutcome (spec §4 foreign card outcome)', () => {
  it('success is "created"; anything else is saved but not processed', () => {
    expect(foreignOutcome('success').messageKey).toBe('scorecards.foreign.created');
    expect(foreignOutcome('saved_not_processed')).toMatchObject({
      tone: 'warning',
      messageKey: 'scorecards.foreign.savedNotProcessed',
    });
  });
});
