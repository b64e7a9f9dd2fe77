/**
 * Demo courses with realistic ratings. Course ratings are in tenths (73.4 -> 734); each tee has
 * ratings per gender [CR tenths, SR, par].
 */
export interface DemoTee {
  naam: string;
  kleur: string;
  inverse_kleur: string;
  m: readonly [number, number, number];
  v: readonly [number, number, number];
}
export interface DemoCourse {
  name: string;
  holes: 9 | 18;
  hole_options: (9 | 18)[];
  handicap_id: number;
  pars: readonly number[];
  sis: readonly number[];
  tees: readonly DemoTee[];
}

const PARS_18 = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
// Odd stroke indexes on the front nine, even on the back: the usual allocation for 18 holes.
const SIS_18 = [7, 11, 15, 1, 5, 13, 17, 9, 3, 8, 14, 6, 2, 12, 10, 18, 4, 16];

const tee = (
  naam: string,
  kleur: string,
  inverse_kleur: string,
  m: readonly [number, number, number],
  v: readonly [number, number, number],
): DemoTee => ({ naam, kleur, inverse_kleur, m, v });

export const DEMO_CLUB_COURSES: readonly DemoCourse[] = [
  {
    name: 'De Lange Baan',
    holes: 18,
    hole_options: [9, 18],
    handicap_id: 1,
    pars: PARS_18,
    sis: SIS_18,
    tees: [
      tee('Wit', '#ffffff', '#000000', [734, 137, 72], [792, 145, 72]),
      tee('Geel', '#ffd700', '#000000', [713, 132, 72], [768, 139, 72]),
      tee('Blauw', '#1e5aa8', '#ffffff', [696, 128, 72], [745, 133, 72]),
      tee('Rood', '#c8102e', '#ffffff', [675, 124, 72], [721, 129, 72]),
      tee('Oranje', '#ff8c00', '#000000', [648, 115, 72], [689, 120, 72]),
    ],
  },
  {
    name: 'De Korte Negen',
    holes: 9,
    hole_options: [9],
    handicap_id: 2,
    pars: [4, 3, 4, 3, 4, 3, 5, 3, 4],
    sis: [3, 7, 1, 9, 5, 8, 2, 6, 4],
    tees: [
      tee('Geel', '#ffd700', '#000000', [321, 117, 33], [345, 123, 33]),
      tee('Rood', '#c8102e', '#ffffff', [309, 112, 33], [332, 118, 33]),
    ],
  },
];

/** A standard 18-hole layout for the other clubs' courses, with their own ratings. */
export function eighteenHoleCourse(
  name: string,
  handicap_id: number,
  ratings: { geel: DemoTee['m']; rood: DemoTee['v']; geelV: DemoTee['v']; roodM: DemoTee['m'] },
): DemoCourse {
  return {
    name,
    holes: 18,
    hole_options: [9, 18],
    handicap_id,
    pars: PARS_18,
    sis: SIS_18,
    tees: [
      tee('Geel', '#ffd700', '#000000', ratings.geel, ratings.geelV),
      tee('Rood', '#c8102e', '#ffffff', ratings.roodM, ratings.rood),
    ],
  };
}
