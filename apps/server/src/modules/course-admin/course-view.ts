import { toTenths } from '@fairway/golf';
import type { AdminCourse, AdminTee, AdminTeeInput } from '@fairway/contract';
import type { Db } from '../../db/db';
import type {
  CourseAdminRepository,
  CourseRow,
  HoleRow,
  NewHole,
  NewTee,
  TeeRow,
} from './course-admin.repository';

/** A tee's row and holes as the form and the audit trail show them. */
export function teeView(t: TeeRow, holes: readonly HoleRow[], inUse: boolean): AdminTee {
  return {
    id: t.id,
    naam: t.naam,
    kleur: t.kleur,
    inverse_kleur: t.inverse_kleur,
    men: { course_rating: t.cr_m_tenths / 10, slope_rating: t.sr_m, par: t.par_m },
    women: { course_rating: t.cr_v_tenths / 10, slope_rating: t.sr_v, par: t.par_v },
    holes: holes.map((h) => ({ hole_nr: h.hole_nr, par: h.par, si: h.si, lengte: h.lengte })),
    in_use: inUse,
  };
}

/** The tee's columns and hole rows from the form (course rating kept in tenths, as played). */
export function teeRows(t: AdminTeeInput): { tee: NewTee; holes: NewHole[] } {
  return {
    tee: {
      naam: t.naam,
      kleur: t.kleur,
      inverse_kleur: t.inverse_kleur,
      cr_m_tenths: toTenths(t.men.course_rating, 'men.course_rating'),
      sr_m: t.men.slope_rating,
      par_m: t.men.par,
      cr_v_tenths: toTenths(t.women.course_rating, 'women.course_rating'),
      sr_v: t.women.slope_rating,
      par_v: t.women.par,
    },
    holes: t.holes.map((h) => ({ hole_nr: h.hole_nr, par: h.par, si: h.si, lengte: h.lengte })),
  };
}

/**
 * What a card is played off: the ratings and the holes' par and stroke index (not names), in a
 * fixed order (an import's rows come back from jsonb with their keys reordered).
 */
export function ratingKey(t: AdminTee | AdminTeeInput): string {
  const r = (g: AdminTee['men']) => [g.course_rating, g.slope_rating, g.par];
  return JSON.stringify([r(t.men), r(t.women), t.holes.map((h) => [h.par, h.si])]);
}

/** The course with its tees and holes, read in `tx`. */
export async function courseView(
  repo: CourseAdminRepository,
  tx: Db,
  course: CourseRow,
): Promise<AdminCourse> {
  const tees = await repo.tees(tx, course.club_id, course.id);
  const ids = tees.map((t) => t.id);
  const [holes, inUse, bookable] = [
    await repo.holesOf(tx, course.club_id, ids),
    await repo.teesInUse(tx, ids),
    await repo.bookable(tx, course.club_id, course.id),
  ];
  return {
    id: course.id,
    name: course.name,
    holes: course.holes,
    hole_options: course.hole_options,
    handicap_id: course.handicap_id,
    bookable,
    tees: tees.map((t) =>
      teeView(
        t,
        holes.filter((h) => h.tee_id === t.id),
        inUse.has(t.id),
      ),
    ),
  };
}
