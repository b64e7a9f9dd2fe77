import { AdminTeeInput, type AdminTee, type GenderRatings } from '@fairway/contract';
import { INPUT_LIMITS } from '@fairway/golf';

/** A tee as its form holds it: every number as typed (a decimal comma is read as a point). */
export interface GenderDraft {
  course_rating: string;
  slope_rating: string;
  par: string;
}
export interface TeeDraft {
  naam: string;
  kleur: string;
  inverse_kleur: string;
  men: GenderDraft;
  women: GenderDraft;
  holes: { par: string; si: string; lengte: string }[];
}

const text = (n: number | null) => (n === null ? '' : String(n));
const genderDraft = (g: GenderRatings): GenderDraft => ({
  course_rating: text(g.course_rating),
  slope_rating: text(g.slope_rating),
  par: text(g.par),
});

export function teeDraft(t: AdminTee): TeeDraft {
  return {
    naam: t.naam,
    kleur: t.kleur,
    inverse_kleur: t.inverse_kleur,
    men: genderDraft(t.men),
    women: genderDraft(t.women),
    holes: t.holes.map((h) => ({ par: text(h.par), si: text(h.si), lengte: text(h.lengte) })),
  };
}

/** An empty tee of `holes` holes: par 4 each and stroke indexes in hole order, to be corrected. */
export function newTeeDraft(holes: number): TeeDraft {
  const par = String(holes * 4);
  const empty = { course_rating: '', slope_rating: '', par };
  return {
    naam: '',
    kleur: '#ffd700',
    inverse_kleur: '#000000',
    men: { ...empty },
    women: { ...empty },
    holes: Array.from({ length: holes }, (_, i) => ({ par: '4', si: String(i + 1), lengte: '' })),
  };
}

/**
 * A tee of another hole count: holes kept where they exist, new ones added as a new tee has
 * them; a gender's par that was the holes' total becomes the new holes' total.
 */
export function resized(draft: TeeDraft, holes: number): TeeDraft {
  const fresh = newTeeDraft(holes).holes;
  const next = fresh.map((h, i) => draft.holes[i] ?? h);
  const total = (list: TeeDraft['holes']) => String(list.reduce((n, h) => n + num(h.par), 0));
  const [before, after] = [total(draft.holes), total(next)];
  const par = (g: GenderDraft) => (g.par === before ? { ...g, par: after } : g);
  return { ...draft, men: par(draft.men), women: par(draft.women), holes: next };
}

const num = (s: string) => {
  const v = s.trim().replace(',', '.');
  return v === '' ? Number.NaN : Number(v);
};
const ratings = (g: GenderDraft): GenderRatings => ({
  course_rating: num(g.course_rating),
  slope_rating: num(g.slope_rating),
  par: num(g.par),
});

export function teeInput(d: TeeDraft): AdminTeeInput {
  return {
    naam: d.naam,
    kleur: d.kleur,
    inverse_kleur: d.inverse_kleur,
    men: ratings(d.men),
    women: ratings(d.women),
    holes: d.holes.map((h, i) => ({
      hole_nr: i + 1,
      par: num(h.par),
      si: num(h.si),
      lengte: h.lengte.trim() === '' ? null : num(h.lengte),
    })),
  };
}

/** The kind of rule a field broke: its message is `courseAdmin.invalid.<kind>`. */
export type InvalidKind =
  | 'name'
  | 'colour'
  | 'course_rating'
  | 'slope_rating'
  | 'par'
  | 'hole_par'
  | 'si'
  | 'lengte'
  | 'holes'
  | 'hole_options'
  | 'handicap_id';

/** A field's path (`men.course_rating`, `holes.3.si`) → the kind of rule it broke. */
export function kindOf(path: string): InvalidKind {
  const parts = path.split('.');
  const last = parts.at(-1)!;
  if (parts[0] === 'holes' && parts.length === 3)
    return last === 'par' ? 'hole_par' : (last as InvalidKind);
  if (last === 'naam' || last === 'name') return 'name';
  if (last === 'kleur' || last === 'inverse_kleur') return 'colour';
  return last as InvalidKind;
}

/** The form's own check, the contract's rules: each refused field by its path. */
export function teeProblems(d: TeeDraft): Map<string, InvalidKind> {
  const checked = AdminTeeInput.safeParse(teeInput(d));
  const problems = new Map<string, InvalidKind>();
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const path = issue.path.join('.');
      if (!problems.has(path)) problems.set(path, kindOf(path));
    }
  return problems;
}

/** The limits the messages name, from the engine's table. */
export const limitsFor = (holes: number) => {
  const eighteen = holes === 18;
  const [crMin, crMax] = eighteen ? INPUT_LIMITS.CR_18_TENTHS : INPUT_LIMITS.CR_9_TENTHS;
  const [parMin, parMax] = eighteen ? INPUT_LIMITS.PAR_18 : INPUT_LIMITS.PAR_9;
  const gap = eighteen ? INPUT_LIMITS.CR_PAR_GAP_18_TENTHS : INPUT_LIMITS.CR_PAR_GAP_9_TENTHS;
  return {
    holes,
    crMin: crMin / 10,
    crMax: crMax / 10,
    gap: gap / 10,
    parMin,
    parMax,
    slopeMin: INPUT_LIMITS.SLOPE_MIN,
    slopeMax: INPUT_LIMITS.SLOPE_MAX,
    holeParMin: INPUT_LIMITS.HOLE_PAR_MIN,
    holeParMax: INPUT_LIMITS.HOLE_PAR_MAX,
  };
};
