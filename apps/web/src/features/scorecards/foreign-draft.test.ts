import { describe, expect, it } from 'vitest';
import type { Country } from '@fairway/contract';
import { CARD_TYPE } from '@fairway/golf';
import {
  dateStepError,
  effectiveCardType,
  emptyForeignDraft,
  foreignDraftStarted,
  firstOpenStep,
  foreignAllowedRequest,
  foreignCardTypes,
  foreignCreateRequest,
  isUnknownCourse,
  readForeignDraft,
  scoreStepCheck,
  typedNumber,
  typeStepError,
  type ForeignContext,
  type ForeignDraft,
} from './foreign-draft';

const nederland: Country = { id: 1, name: 'nederland', code: 'NL', ngf_approved: '1' };
const belgie: Country = { id: 2, name: 'belgië', code: 'BE', ngf_approved: '1' };
const turkije: Country = { id: 8, name: 'turkije', code: 'TR', ngf_approved: '0' };

// 12:00 in Amsterdam on 1 July 2026 (summer time, UTC+2).
const now = new Date('2026-07-01T10:00:00Z');
const ctx = (country: Country | undefined = belgie, digimarker = true): ForeignContext => ({
  now,
  digimarker,
  country,
});

const known: ForeignDraft = {
  ...emptyForeignDraft('2026-07-01', '09:00'),
  club: { id: 9, naam: 'Royal Zoute Golf Club', plaats: 'Knokke', country_id: 2 },
  course: 9,
  tee: 20,
  card_type: CARD_TYPE.VREEMDEQKAART,
  marker: { id: 4, naam: 'Yvonne Linden', handicap: 12 },
};

const unknown: ForeignDraft = {
  ...emptyForeignDraft('2026-06-30', '10:00'),
  placeMode: 'country',
  country: 8,
  isUnknownCourse: true,
  unknownCourseName: 'Antalya Links',
  unknownCR: '71,4',
  unknownSR: '128',
  unknownPar: '72',
  card_type: CARD_TYPE.VREEMDEWKAART,
  markerMode: 'guest',
  guest: { firstname: 'Ali', lastname: 'Demir', email: 'ali@example.com' },
};

describe('foreign card: place and card type (spec §4 unknown course, §5)', () => {
  it('is an unknown-course card only for a country other than nederland', () => {
    expect(isUnknownCourse('country', turkije)).toBe(true);
    expect(isUnknownCourse('country', nederland)).toBe(false);
    expect(isUnknownCourse('club', turkije)).toBe(false);
    expect(isUnknownCourse('country', undefined)).toBe(false);
  });

  it('offers qualifying only for an ngf-approved country or a known course', () => {
    const both = [CARD_TYPE.VREEMDEQKAART, CARD_TYPE.VREEMDEWKAART];
    expect(
      foreignCardTypes({ isUnknownCourse: false, country: belgie, knownCourse: true }),
    ).toEqual(both);
    expect(
      foreignCardTypes({ isUnknownCourse: false, country: turkije, knownCourse: true }),
    ).toEqual(both);
    expect(
      foreignCardTypes({ isUnknownCourse: false, country: belgie, knownCourse: false }),
    ).toEqual(both);
    expect(
      foreignCardTypes({ isUnknownCourse: false, country: turkije, knownCourse: false }),
    ).toEqual([CARD_TYPE.VREEMDEWKAART]);
  });

  it('makes an unknown-course card always match-type, even in an approved country', () => {
    expect(
      foreignCardTypes({ isUnknownCourse: true, country: belgie, knownCourse: false }),
    ).toEqual([CARD_TYPE.VREEMDEWKAART]);
  });

  it('keeps a chosen type while allowed, else takes the first allowed', () => {
    expect(effectiveCardType(10, [9, 10])).toBe(10);
    expect(effectiveCardType(9, [10])).toBe(10);
    expect(effectiveCardType(null, [9, 10])).toBe(9);
  });
});

describe('foreign card steps (spec §5 Foreign card)', () => {
  it('date step: at most 30 minutes ahead', () => {
    expect(dateStepError({ ...known, date: '2026-07-01', time: '12:30' }, ctx())).toBeNull();
    expect(dateStepError({ ...known, date: '2026-07-01', time: '12:31' }, ctx())).toBe(
      'scorecards.errors.dateInFuture',
    );
    expect(dateStepError({ ...known, date: '2026-07-02', time: '08:00' }, ctx())).toBe(
      'scorecards.errors.dateInFuture',
    );
    expect(dateStepError({ ...known, time: '' }, ctx())).toBe('scorecards.errors.dateRequired');
  });

  it('date step: club, course and tee unless the course is unknown', () => {
    expect(dateStepError({ ...known, club: null }, ctx())).toBe('scorecards.errors.selectClub');
    expect(dateStepError({ ...known, course: null }, ctx())).toBe('scorecards.errors.selectCourse');
    expect(dateStepError({ ...known, tee: null }, ctx())).toBe('scorecards.errors.selectTee');
    expect(dateStepError(unknown, ctx(turkije))).toBeNull();
    expect(dateStepError({ ...unknown, country: null }, ctx(undefined))).toBe(
      'scorecards.errors.selectCountry',
    );
    // A Dutch course is always in the list.
    expect(dateStepError({ ...unknown, country: 1 }, ctx(nederland))).toBe(
      'scorecards.errors.dutchFromList',
    );
  });

  it('date step: with digital marking a marker or a complete guest (with email)', () => {
    expect(dateStepError({ ...known, marker: null }, ctx())).toBe('scorecards.errors.selectMarker');
    expect(dateStepError({ ...known, marker: null }, ctx(belgie, false))).toBeNull();
    expect(
      dateStepError({ ...unknown, guest: { ...unknown.guest, email: '' } }, ctx(turkije)),
    ).toBe('scorecards.errors.markerIncomplete');
  });

  it('type step: an allowed type; an unknown course completely filled in', () => {
    expect(typeStepError(known, ctx())).toBeNull();
    expect(typeStepError({ ...known, card_type: null }, ctx())).toBe(
      'scorecards.errors.selectCardType',
    );
    expect(typeStepError(unknown, ctx(turkije))).toBeNull();
    expect(typeStepError({ ...unknown, card_type: CARD_TYPE.VREEMDEQKAART }, ctx(turkije))).toBe(
      'scorecards.errors.selectCardType',
    );
    for (const field of ['unknownCourseName', 'unknownCR', 'unknownSR', 'unknownPar'] as const) {
      expect(typeStepError({ ...unknown, [field]: '' }, ctx(turkije))).toBe(
        'scorecards.errors.notCompletelyFilled',
      );
      expect(
        typeStepError(
          { ...unknown, [field]: field === 'unknownCourseName' ? ' ' : '0' },
          ctx(turkije),
        ),
      ).toBe('scorecards.errors.notCompletelyFilled');
    }
    expect(typeStepError({ ...unknown, unknownSR: '200' }, ctx(turkije))).toBe(
      'scorecards.errors.slopeRange',
    );
    expect(typeStepError({ ...unknown, unknownPar: '40' }, ctx(turkije))).toBe(
      'scorecards.errors.parRange',
    );
    expect(typeStepError({ ...unknown, unknownCR: '90' }, ctx(turkije))).toBe(
      'scorecards.errors.ratingRange',
    );
    expect(typeStepError({ ...unknown, unknownCR: '71.45' }, ctx(turkije))).toBe(
      'scorecards.errors.ratingRange',
    );
    // Nine holes: the ranges the server (and the engine) take for nine, not those for eighteen.
    const nine = { ...unknown, holeCount: 9 as const, unknownPar: '36', unknownCR: '35,5' };
    expect(typeStepError(nine, ctx(turkije))).toBeNull();
    expect(typeStepError({ ...nine, unknownCR: '44' }, ctx(turkije))).toBe(
      'scorecards.errors.ratingRange',
    );
    expect(typeStepError({ ...nine, unknownPar: '50' }, ctx(turkije))).toBe(
      'scorecards.errors.parRange',
    );
  });

  it('score step: a known course wants every hole, or a confirm that stores empty holes as 0', () => {
    const full = { ...known, scores: Array<number>(18).fill(5) };
    expect(scoreStepCheck(full)).toEqual({ error: null, emptyHoles: 0 });
    const gaps = { ...full, scores: [...full.scores.slice(0, 16), null, null] };
    expect(scoreStepCheck(gaps)).toEqual({
      error: 'scorecards.errors.cardIncomplete',
      emptyHoles: 2,
    });
    expect(foreignCreateRequest(gaps).body.scores?.slice(15)).toEqual([5, 0, 0]);
  });

  it('score step: an unknown course takes some holes or a stableford total', () => {
    expect(scoreStepCheck(unknown).error).toBe('scorecards.errors.notCompletelyFilled');
    expect(scoreStepCheck({ ...unknown, scores: [5, 12] }).error).toBeNull();
    expect(scoreStepCheck({ ...unknown, sfTotalUnknown: '34' }).error).toBeNull();
    expect(scoreStepCheck({ ...unknown, sfTotalUnknown: '200' }).error).toBe(
      'scorecards.errors.stablefordRange',
    );
  });

  it('sends a link or reload to a later step back to the first step that is not done', () => {
    expect(firstOpenStep({ ...known, club: null }, ctx(), 'score')).toBe('date');
    expect(firstOpenStep({ ...known, card_type: null }, ctx(), 'comment')).toBe('type');
    expect(firstOpenStep(known, ctx(), 'score')).toBe('score');
  });
});

describe('foreign card requests (spec §3 create payloads)', () => {
  it('a known course: club, course, tee, date, time, scores and type', () => {
    const body = foreignCreateRequest({ ...known, scores: [4, 5], comment: ' mooi ' });
    expect(body.kind).toBe('known');
    expect(body.body).toMatchObject({
      baan_id: 9,
      tee_id: 20,
      club: 9,
      date: '2026-07-01',
      time: '09:00',
      card_type: CARD_TYPE.VREEMDEQKAART,
      marker_id: 4,
      opmerking: 'mooi',
      cba: 0,
    });
    expect(body.body.scores).toHaveLength(18);
    expect(foreignAllowedRequest(known)).toEqual({
      baan_id: 9,
      tee_id: 20,
      datum: '2026-07-01',
      tijd: '09:00',
      type: CARD_TYPE.VREEMDEQKAART,
    });
  });

  it('an unknown course: name, holes, ratings, par, country, match type', () => {
    const req = foreignCreateRequest({
      ...unknown,
      holeCount: 9,
      unknownPar: '36',
      unknownCR: '35,5',
      sfTotalUnknown: '17',
    });
    expect(req).toEqual({
      kind: 'unknown',
      body: {
        marker_id: null,
        marker_name: 'Ali Demir',
        marker_email: 'ali@example.com',
        opmerking: '',
        date: '2026-06-30',
        time: '10:00',
        cba: 0,
        card_type: CARD_TYPE.VREEMDEWKAART,
        unknown_course_name: 'Antalya Links',
        hole_count: 9,
        cr: 35.5,
        sr: 128,
        par: 36,
        country_id: 8,
        total_sf_points: 17,
      },
    });
    expect(foreignAllowedRequest(unknown)).toEqual({
      datum: '2026-06-30',
      tijd: '10:00',
      type: CARD_TYPE.VREEMDEWKAART,
    });
  });

  it('reads numbers as typed, with a comma or a point', () => {
    expect(typedNumber('71,3')).toBe(71.3);
    expect(typedNumber(' 128 ')).toBe(128);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('7a')).toBeNull();
  });

  it('reads a stored draft back and drops odd values', () => {
    const fresh = emptyForeignDraft('2026-07-01', '12:00');
    const stored = JSON.parse(JSON.stringify({ ...known, scores: [4, null, 99, 'x'] })) as Record<
      string,
      unknown
    >;
    const read = readForeignDraft(stored, fresh);
    expect(read).toEqual({ ...known, scores: [4, null, null, null] });
    expect(readForeignDraft(null, fresh)).toBe(fresh);
    expect(readForeignDraft({ holeCount: 27, club: { id: 'x' }, cba: 9 }, fresh)).toMatchObject({
      holeCount: 18,
      club: null,
      cba: 0,
    });
  });
});

describe('foreignDraftStarted: is there anything a restart would throw away', () => {
  const fresh = emptyForeignDraft('2026-11-20', '10:00');
  it('is false for a fresh draft, even with another date or mode', () => {
    expect(foreignDraftStarted(fresh)).toBe(false);
    expect(foreignDraftStarted({ ...fresh, date: '2026-11-01', placeMode: 'country' })).toBe(false);
  });
  it('is true once a place, a marker, a score or a text is there', () => {
    expect(foreignDraftStarted({ ...fresh, country: 4 })).toBe(true);
    expect(foreignDraftStarted({ ...fresh, scores: [null, 5] })).toBe(true);
    expect(
      foreignDraftStarted({ ...fresh, guest: { firstname: 'Ali', lastname: '', email: '' } }),
    ).toBe(true);
    expect(foreignDraftStarted({ ...fresh, comment: 'wind' })).toBe(true);
  });
});
