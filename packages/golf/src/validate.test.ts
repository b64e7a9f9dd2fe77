import { describe, expect, it } from 'vitest';
import { teeRatingsProblem } from './validate';

describe('teeRatingsProblem (ratings typed for a course not in the database)', () => {
  it.each([
    [{ holes: 18, courseRating: 71.2, slopeRating: 128, par: 72 }],
    [{ holes: 9, courseRating: 35.5, slopeRating: 120, par: 36 }],
  ] as const)('accepts %j', (ratings) => {
    expect(teeRatingsProblem(ratings)).toBeNull();
  });

  it.each([
    [{ holes: 18, courseRating: 71.2, slopeRating: 200, par: 72 }, 'slopeRating'],
    [{ holes: 18, courseRating: 71.2, slopeRating: 128.5, par: 72 }, 'slopeRating'],
    [{ holes: 18, courseRating: 71.2, slopeRating: 128, par: 40 }, 'par'],
    [{ holes: 9, courseRating: 35.5, slopeRating: 128, par: 72 }, 'par'],
    [{ holes: 18, courseRating: 90, slopeRating: 128, par: 72 }, 'courseRating'],
    [{ holes: 18, courseRating: 71.45, slopeRating: 128, par: 72 }, 'courseRating'],
    // Nine holes: at most 7.5 from par.
    [{ holes: 9, courseRating: 44, slopeRating: 128, par: 36 }, 'courseRating'],
  ] as const)('names the rating out of range in %j: %s', (ratings, field) => {
    expect(teeRatingsProblem(ratings)?.field).toBe(field);
  });

  it('tells a course rating with two decimals from one out of range', () => {
    const base = { holes: 18, slopeRating: 128, par: 72 } as const;
    expect(teeRatingsProblem({ ...base, courseRating: 71.45 })?.code).toBe('NOT_ONE_DECIMAL');
    expect(teeRatingsProblem({ ...base, courseRating: 90 })?.code).toBe(
      'COURSE_RATING_OUT_OF_RANGE',
    );
  });
});
