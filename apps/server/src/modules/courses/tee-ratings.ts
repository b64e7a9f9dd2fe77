import type { TeeRow } from './courses.repository';

/** The ratings a player plays off: per gender, course rating in tenths (spec §3 Tee). */
export interface Ratings {
  crTenths: number;
  sr: number;
  par: number;
}

export function ratingsFor(tee: TeeRow, geslacht: 'm' | 'v'): Ratings {
  return geslacht === 'v'
    ? { crTenths: tee.cr_v_tenths, sr: tee.sr_v, par: tee.par_v }
    : { crTenths: tee.cr_m_tenths, sr: tee.sr_m, par: tee.par_m };
}
