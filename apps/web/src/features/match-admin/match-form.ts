import {
  AdminCategoryInput,
  AdminMatchInput,
  AdminProductInput,
  QUALIFYING_FORMS,
  type AdminMatch,
} from '@fairway/contract';
import {
  formatEuroCents,
  MATCH_FORMS,
  overlappingCategory,
  parseHandicap,
  resultKindsFor,
  scheduleProblems,
  type MatchForm,
  type MatchResultKind,
  type MatchSchedule,
  type SignUpForm,
} from '@fairway/golf';

/** The forms where each player plays alone (the only ones that may be qualifying). */
export const INDIVIDUAL_FORMS: readonly MatchForm[] = QUALIFYING_FORMS;
export const FORMS = MATCH_FORMS;
export const isIndividual = (form: MatchForm) => INDIVIDUAL_FORMS.includes(form);

/** The counting rules a form can have (@fairway/golf resultKindsFor). */
export const resultKinds = resultKindsFor;

export interface CategoryDraft {
  id?: number | undefined;
  naam: string;
  min: string;
  max: string;
  geslacht: '' | 'm' | 'v';
}

export interface ProductDraft {
  id?: number | undefined;
  naam: string;
  prijs: string;
}

/** The create/edit screen's fields as typed (text where the user types, parsed on save). */
export interface MatchDraft {
  naam: string;
  omschrijving: string;
  course_id: string;
  datum: string;
  tijd: string;
  startDatum: string;
  startTijd: string;
  stopDatum: string;
  stopTijd: string;
  wedstrijdvorm: MatchForm;
  spelers: number;
  uitslag: MatchResultKind;
  inschrijvingsvorm: SignUpForm;
  holes: 9 | 18;
  max_deelnemers: string;
  spelers_per_flight: string;
  gasten: number;
  direct: boolean;
  qualifying: boolean;
  fee: string;
  /** Members pay online (ideal_betalingen). */
  ideal: boolean;
  /** A paid sign-up is refunded when its member signs out in time (uitschrijven_restitutie). */
  refund: boolean;
  teeM: string;
  teeV: string;
  categories: CategoryDraft[];
  products: ProductDraft[];
}

/** What can be wrong with a field (its text is matchAdmin.form.errors.<problem>). */
export type DraftProblem =
  | 'required'
  | 'course'
  | 'date'
  | 'time'
  | 'stopBeforeStart'
  | 'stopAfterMatch'
  | 'field'
  | 'perFlight'
  | 'money'
  | 'tee'
  | 'handicap'
  | 'minAboveMax'
  // On the club's clock (scheduleProblems) and across categories (overlappingCategory):
  | 'datePassed'
  | 'signUpClosed'
  | 'overlap'
  // What only the server finds (serverProblem):
  | 'teeOfCourse'
  | 'notOfMatch'
  | 'inUse'
  | 'belowSignUps'
  | 'teamSize'
  | 'qualifyingIndividual'
  | 'teamSignUp'
  | 'startListDrawn'
  | 'invalid';

/** Field → what is wrong with it. */
export type DraftErrors = Record<string, DraftProblem>;

/** Cents as the fields show them: 1250 → "12,50", 1500 → "15". */
export function eurosText(cents: number): string {
  return formatEuroCents(cents).replace('€ ', '').replace(',-', '');
}

/** What the user typed as euros ("12,50", "12.5", "€ 15") in cents; null when it is no amount. */
export function parseEuros(text: string): number | null {
  const t = text.replace(/€|\s/g, '');
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A new match: two weeks ahead at 09:00, sign-up from today until two days before. */
export function emptyDraft(today: Date): MatchDraft {
  const day = (n: number) => isoDate(new Date(today.getTime() + n * 86_400_000));
  return {
    naam: '',
    omschrijving: '',
    course_id: '',
    datum: day(14),
    tijd: '09:00',
    startDatum: day(0),
    startTijd: '08:00',
    stopDatum: day(12),
    stopTijd: '18:00',
    wedstrijdvorm: 'stableford',
    spelers: 1,
    uitslag: 'stableford',
    inschrijvingsvorm: 'individueel',
    holes: 18,
    max_deelnemers: '40',
    spelers_per_flight: '4',
    gasten: 0,
    direct: false,
    qualifying: true,
    fee: '',
    ideal: false,
    refund: false,
    teeM: '',
    teeV: '',
    categories: [],
    products: [],
  };
}

/** A handicap as the field shows it, in the app's language ("18,5" in Dutch, lib/golf-format). */
export type HandicapText = (v: number) => string | null;

const pointText: HandicapText = (v) => (v < 0 ? `+${(-v).toFixed(1)}` : v.toFixed(1));

/** The screen's fields for an existing match; `hcp` writes the category ranges. */
export function draftOf(m: AdminMatch, hcp: HandicapText = pointText): MatchDraft {
  const hcpText = (v: number | null) => (v === null ? '' : (hcp(v) ?? ''));
  const [datum = '', tijd = ''] = m.aanvang.split(' ');
  const [startDatum = '', startTijd = ''] = m.inschrijvingsstart.split(' ');
  const [stopDatum = '', stopTijd = ''] = m.inschrijvingsstop.split(' ');
  return {
    naam: m.naam,
    omschrijving: m.omschrijving,
    course_id: String(m.course_id),
    datum,
    tijd,
    startDatum,
    startTijd,
    stopDatum,
    stopTijd,
    wedstrijdvorm: m.wedstrijdvorm,
    spelers: m.spelers,
    uitslag: m.uitslag,
    inschrijvingsvorm: m.inschrijvingsvorm,
    holes: m.holes === 9 ? 9 : 18,
    max_deelnemers: String(m.max_deelnemers),
    spelers_per_flight: String(m.spelers_per_flight),
    gasten: m.aantal_gastspelers_inschrijven,
    direct: m.direct_in_flight_inschrijven,
    qualifying: m.qualifying,
    fee: m.inschrijfgeld_cents ? eurosText(m.inschrijfgeld_cents) : '',
    ideal: m.ideal_betalingen,
    refund: m.uitschrijven_restitutie,
    teeM: String(m.tees.find((t) => t.geslacht === 'm')?.tee_id ?? ''),
    teeV: String(m.tees.find((t) => t.geslacht === 'v')?.tee_id ?? ''),
    categories: m.categories.map((c) => ({
      id: c.id,
      naam: c.naam,
      min: hcpText(c.handicap_min),
      max: hcpText(c.handicap_max),
      geslacht: c.geslacht ?? '',
    })),
    products: m.products.map((p) => ({ id: p.id, naam: p.naam, prijs: eurosText(p.prijs_cents) })),
  };
}

/** A form change that keeps the dependent fields consistent (team size, sign-up, qualifying). */
export function withForm(d: MatchDraft, form: MatchForm): MatchDraft {
  const individual = isIndividual(form);
  return {
    ...d,
    wedstrijdvorm: form,
    spelers: individual ? 1 : Math.max(2, d.spelers),
    inschrijvingsvorm: individual ? 'individueel' : d.inschrijvingsvorm,
    qualifying: individual ? d.qualifying : false,
    uitslag: resultOf(form, d.uitslag),
  };
}

/** The counting rule after a form change: the form's own, or the one chosen when it still fits. */
function resultOf(form: MatchForm, was: MatchResultKind): MatchResultKind {
  if (form === 'stableford') return form;
  // Stroke play counts strokes: it keeps net or gross, and falls back to net.
  const kinds = resultKindsFor(form).filter((k) => form !== 'strokeplay' || k !== 'stableford');
  return kinds.includes(was) ? was : (kinds[0] as MatchResultKind);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One field's rule of the contract: its bounds are the server's, never repeated here. */
interface FieldRule {
  safeParse(value: unknown): { success: boolean };
}
const MATCH = AdminMatchInput.shape;
const fits = (rule: FieldRule, value: number) => rule.safeParse(value).success;

function whole(text: string, rule: FieldRule): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return fits(rule, n) ? n : null;
}

/** Euros typed as cents within `rule`; null when it is no amount or out of bounds. */
function money(text: string, rule: FieldRule): number | null {
  const cents = parseEuros(text);
  return cents !== null && fits(rule, cents) ? cents : null;
}

function handicap(text: string): number | null | 'bad' {
  if (text.trim() === '') return null;
  try {
    const v = parseHandicap(text.trim().replace(',', '.'));
    return fits(AdminCategoryInput.shape.handicap_min, v) ? v : 'bad';
  } catch {
    return 'bad';
  }
}

/**
 * The club's clock the schedule is held to: `now` as 'YYYY-MM-DD HH:mm' on the club's wall clock,
 * and for an edit the match's schedule as saved (only what changes is held to it).
 */
export interface DraftClock {
  now: string;
  before?: MatchSchedule | undefined;
}

/** The match's start and sign-up close as typed; null while either is no date and time yet. */
function scheduleOf(d: MatchDraft): MatchSchedule | null {
  const ok = (date: string, time: string) => DATE.test(date) && TIME.test(time);
  return ok(d.datum, d.tijd) && ok(d.stopDatum, d.stopTijd)
    ? { aanvang: `${d.datum} ${d.tijd}`, inschrijvingsstop: `${d.stopDatum} ${d.stopTijd}` }
    : null;
}

/** The schedule as the saved match has it, for an edit (DraftClock `before`). */
export const savedSchedule = (m: AdminMatch): MatchSchedule => ({
  aanvang: m.aanvang,
  inschrijvingsstop: m.inschrijvingsstop,
});

/**
 * The first category that overlaps one before it (packages/golf overlappingCategory, the
 * contract's rule): `index` and `with` count from 0. Null when none does, and while a range is
 * not yet a handicap (that field says so first).
 */
export function categoryOverlap(d: MatchDraft): { index: number; with: number } | null {
  const bounds = [];
  for (const c of d.categories) {
    const min = handicap(c.min);
    const max = handicap(c.max);
    if (min === 'bad' || max === 'bad' || (min !== null && max !== null && min > max)) return null;
    bounds.push({ handicap_min: min, handicap_max: max, geslacht: c.geslacht || null });
  }
  return overlappingCategory(bounds);
}

/**
 * What the server would refuse of the draft on the club's clock and across its categories, as
 * the member types: a match day already gone, a sign-up closing in the past (for an edit only
 * what changed), and two categories a player would both belong to.
 */
export function liveProblems(d: MatchDraft, clock: DraftClock): DraftErrors {
  const errors: DraftErrors = {};
  const schedule = scheduleOf(d);
  if (schedule)
    for (const p of scheduleProblems(schedule, clock.now, clock.before))
      errors[p.field === 'aanvang' ? 'datum' : 'stop'] =
        p.problem === 'DATE_PASSED' ? 'datePassed' : 'signUpClosed';
  const overlap = categoryOverlap(d);
  if (overlap) errors[`categories.${overlap.index}.min`] = 'overlap';
  return errors;
}

/**
 * The draft checked as the server checks it (the contract's AdminMatchInput, and with `clock` the
 * schedule on the club's clock), each problem named by its field, or the call's body when there
 * is none.
 */
export function toInput(
  d: MatchDraft,
  clock?: DraftClock,
): { errors: DraftErrors; input?: never } | { errors?: never; input: AdminMatchInput } {
  const errors: DraftErrors = {};
  const at = (date: string, time: string, field: string) => {
    if (!DATE.test(date)) errors[field] = 'date';
    else if (!TIME.test(time)) errors[field] = 'time';
    return `${date} ${time}`;
  };
  if (!d.naam.trim()) errors.naam = 'required';
  const courseId = Number(d.course_id);
  if (!courseId) errors.course_id = 'course';
  const aanvang = at(d.datum, d.tijd, 'datum');
  const start = at(d.startDatum, d.startTijd, 'start');
  const stop = at(d.stopDatum, d.stopTijd, 'stop');
  if (!errors.start && !errors.stop && start > stop) errors.stop = 'stopBeforeStart';
  else if (!errors.stop && !errors.datum && stop > aanvang) errors.stop = 'stopAfterMatch';
  const max = whole(d.max_deelnemers, MATCH.max_deelnemers);
  if (max === null) errors.max_deelnemers = 'field';
  const perFlight = whole(d.spelers_per_flight, MATCH.spelers_per_flight);
  if (perFlight === null) errors.spelers_per_flight = 'perFlight';
  const fee = d.fee.trim() === '' ? 0 : money(d.fee, MATCH.inschrijfgeld_cents);
  if (fee === null) errors.fee = 'money';
  const tees = [
    ...(d.teeM ? [{ geslacht: 'm' as const, tee_id: Number(d.teeM) }] : []),
    ...(d.teeV ? [{ geslacht: 'v' as const, tee_id: Number(d.teeV) }] : []),
  ];
  if (tees.length === 0) errors.teeM = 'tee';
  const categories = d.categories.map((c, i) => {
    if (!c.naam.trim()) errors[`categories.${i}.naam`] = 'required';
    const min = handicap(c.min);
    const maxH = handicap(c.max);
    if (min === 'bad') errors[`categories.${i}.min`] = 'handicap';
    if (maxH === 'bad') errors[`categories.${i}.max`] = 'handicap';
    if (typeof min === 'number' && typeof maxH === 'number' && min > maxH)
      errors[`categories.${i}.max`] = 'minAboveMax';
    return {
      ...(c.id ? { id: c.id } : {}),
      naam: c.naam.trim(),
      handicap_min: typeof min === 'number' ? min : null,
      handicap_max: typeof maxH === 'number' ? maxH : null,
      geslacht: c.geslacht || null,
    };
  });
  const products = d.products.map((p, i) => {
    if (!p.naam.trim()) errors[`products.${i}.naam`] = 'required';
    const cents = money(p.prijs, AdminProductInput.shape.prijs_cents);
    if (cents === null) errors[`products.${i}.prijs`] = 'money';
    return { ...(p.id ? { id: p.id } : {}), naam: p.naam.trim(), prijs_cents: cents ?? 0 };
  });
  const live = clock ? liveProblems(d, clock) : {};
  for (const [field, problem] of Object.entries(live)) errors[field] ??= problem;
  if (Object.keys(errors).length) return { errors };
  const input: AdminMatchInput = {
    naam: d.naam.trim(),
    omschrijving: d.omschrijving,
    course_id: courseId,
    aanvang,
    holes: d.holes,
    wedstrijdvorm: d.wedstrijdvorm,
    spelers: isIndividual(d.wedstrijdvorm) ? 1 : d.spelers,
    uitslag: d.uitslag,
    inschrijvingsvorm: isIndividual(d.wedstrijdvorm) ? 'individueel' : d.inschrijvingsvorm,
    inschrijvingsstart: start,
    inschrijvingsstop: stop,
    max_deelnemers: max!,
    spelers_per_flight: perFlight!,
    aantal_gastspelers_inschrijven: d.gasten,
    direct_in_flight_inschrijven: d.direct,
    qualifying: isIndividual(d.wedstrijdvorm) && d.qualifying,
    inschrijfgeld_cents: fee!,
    ideal_betalingen: d.ideal,
    uitschrijven_restitutie: d.refund,
    tees,
    categories,
    products,
  };
  // The contract has the last word: a rule it gained that this screen does not know yet still
  // shows at its field instead of coming back from the server.
  const checked = AdminMatchInput.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = draftField(issue.path.join('.'));
      errors[field] ??= serverProblem('VALIDATION', field, d);
    }
    return { errors };
  }
  return { input };
}

/** The screen's field for a field the server named ('tees.0.tee_id', 'inschrijvingsstop'). */
export function draftField(server: string): string {
  if (server.startsWith('tees')) return 'teeM';
  const map: Record<string, string> = {
    aanvang: 'datum',
    inschrijvingsstart: 'start',
    inschrijvingsstop: 'stop',
    inschrijfgeld_cents: 'fee',
    aantal_gastspelers_inschrijven: 'gasten',
    ideal_betalingen: 'ideal',
    uitschrijven_restitutie: 'refund',
  };
  const m = /^(categories|products)\.(\d+)\.(\w+)$/.exec(server);
  if (m)
    return `${m[1]}.${m[2]}.${m[3] === 'prijs_cents' ? 'prijs' : m[3] === 'handicap_min' ? 'min' : m[3] === 'handicap_max' ? 'max' : m[3]}`;
  return map[server] ?? server;
}

/**
 * What is wrong with the screen's field `field` (draftField's) that the server refused with `code`:
 * the text is the member's language's (matchAdmin.form.errors.<problem>), never the answer's
 * English message, which is for logs. The draft as sent tells apart what one field may mean.
 */
export function serverProblem(code: string, field: string, d: MatchDraft): DraftProblem {
  const item = /^(categories|products)\.(\d+)\.(\w+)$/.exec(field);
  if (item) {
    if (item[3] === 'naam') return 'required';
    if (item[3] === 'prijs') return 'money';
    if (item[3] === 'min' && categoryOverlap(d)?.index === Number(item[2])) return 'overlap';
    if (item[3] === 'min' || item[3] === 'max') return 'handicap';
    return 'invalid';
  }
  switch (field) {
    case 'naam':
      return 'required';
    case 'course_id':
      return 'course';
    case 'teeM':
      return d.teeM || d.teeV ? 'teeOfCourse' : 'tee';
    // A date and time the contract reads that the server still refuses lies in the past.
    case 'datum':
      return DATE.test(d.datum) && TIME.test(d.tijd) ? 'datePassed' : 'date';
    case 'start':
      return 'date';
    case 'stop': {
      // A later close would open sign-up again over a drawn start list.
      if (code === 'CONFLICT') return 'startListDrawn';
      const stop = `${d.stopDatum} ${d.stopTijd}`;
      if (`${d.startDatum} ${d.startTijd}` > stop) return 'stopBeforeStart';
      if (stop > `${d.datum} ${d.tijd}`) return 'stopAfterMatch';
      return DATE.test(d.stopDatum) && TIME.test(d.stopTijd) ? 'signUpClosed' : 'date';
    }
    case 'max_deelnemers':
      return whole(d.max_deelnemers, MATCH.max_deelnemers) === null ? 'field' : 'belowSignUps';
    case 'spelers_per_flight':
      return 'perFlight';
    case 'fee':
      return 'money';
    case 'spelers':
      return 'teamSize';
    case 'qualifying':
      return 'qualifyingIndividual';
    case 'inschrijvingsvorm':
      return 'teamSignUp';
    case 'categories':
    case 'products':
      return code === 'CONFLICT' ? 'inUse' : 'notOfMatch';
    default:
      return 'invalid';
  }
}
