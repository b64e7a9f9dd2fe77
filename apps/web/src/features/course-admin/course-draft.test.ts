import { describe, expect, it } from 'vitest';
import { newTeeDraft, resized, teeProblems } from './course-draft';

describe('the tee form', () => {
  it('follows a new hole count with the holes and the par that was their total', () => {
    const nine = resized({ ...newTeeDraft(18), naam: 'Geel' }, 9);
    expect(nine.holes).toHaveLength(9);
    expect([nine.men.par, nine.women.par]).toEqual(['36', '36']);
    const typed = resized({ ...newTeeDraft(18), men: { ...newTeeDraft(18).men, par: '71' } }, 9);
    expect(typed.men.par).toBe('71');
  });

  it("refuses ratings the engine could not rate, naming each field's rule", () => {
    const tee = newTeeDraft(9);
    const draft = {
      ...tee,
      naam: 'Geel',
      men: { course_rating: '35,2', slope_rating: '160', par: '36' },
      women: { course_rating: '37.4', slope_rating: '127', par: '35' },
      holes: tee.holes.map((h, i) => (i === 8 ? { ...h, si: '1' } : h)),
    };
    expect(Object.fromEntries(teeProblems(draft))).toEqual({
      'men.slope_rating': 'slope_rating',
      'women.par': 'par',
      'holes.8.si': 'si',
    });
  });
});
