import type {
  Country,
  CreateForeignCardRequest,
  CreateUnknownCardRequest,
} from '@fairway/contract';
import { CARD_TYPE, DOMESTIC_COUNTRY, LIMITS, teeRatingsProblem } from '@fairway/golf';
import { minutesAhead } from '../../lib/club-clock';
import {
  EMPTY_GUEST,
  markerError,
  markerPayload,
  readMarkerDraft,
  type MarkerDraft,
  type MarkerError,
} from './marker';

/** The four steps of spec §2 /app/scorecards/foreign. */
export const FOREIGN_STEPS = ['date', 'type', 'score', 'comment'] as const;
export type ForeignStep = (typeof FOREIGN_STEPS)[number];
export const isForeignStep = (v: unknown): v is ForeignStep =>
  FOREIGN_STEPS.includes(v as ForeignStep);

/** A club not on the platform, as chosen from GET /api/clubs/foreign. */
export interface ForeignClubRef {
  id: number;
  naam: string;
  plaats: string | null;
  country_id: number;
}

/** How the member says where they played: a club from the list, or a country (spec §2). */
export type PlaceMode = 'club' | 'country';

/**
 * The foreign card draft of spec §3, kept in local storage: date, time, club, course, tee,
 * country, isUnknownCourse, unknownCourseName, unknownCR, unknownSR, unknownPar, holeCount, marker,
 * guest, comment, scores, sf_scores, card_type, cba, ro, sfTotalUnknown — plus how the place was
 * chosen and the marker mode. Numbers being typed are kept as the text typed.
 */
export interface ForeignDraft extends MarkerDraft {
  date: string;
  time: string;
  placeMode: PlaceMode;
  club: ForeignClubRef | null;
  course: number | null;
  tee: number | null;
  country: number | null;
  isUnknownCourse: boolean;
  unknownCourseName: string;
  unknownCR: string;
  unknownSR: string;
  unknownPar: string;
  holeCount: 9 | 18;
  comment: string;
  scores: (number | null)[];
  sf_scores: number[];
  card_type: number | null;
  cba: number;
  ro: string;
  sfTotalUnknown: string;
}

export function emptyForeignDraft(date: string, time: string): ForeignDraft {
  return {
    date,
    time,
    placeMode: 'club',
    club: null,
    course: null,
    tee: null,
    country: null,
    isUnknownCourse: false,
    unknownCourseName: '',
    unknownCR: '',
    unknownSR: '',
    unknownPar: '',
    // spec §9: 18 holes by default for an unknown course.
    holeCount: 18,
    comment: '',
    scores: [],
    sf_scores: [],
    card_type: null,
    cba: 0,
    ro: '',
    sfTotalUnknown: '',
    markerMode: 'member',
    marker: null,
    guest: EMPTY_GUEST,
  };
}

/**
 * Whether the member has filled in anything that starting over would throw away (the date and
 * time start filled in, and the choices of a mode alone are no work lost).
 */
export function foreignDraftStarted(d: ForeignDraft): boolean {
  const typed = [
    d.unknownCourseName,
    d.unknownCR,
    d.unknownSR,
    d.unknownPar,
    d.comment,
    d.ro,
    d.sfTotalUnknown,
    d.guest.firstname,
    d.guest.lastname,
    d.guest.email,
  ].some((v) => v.trim() !== '');
  return (
    typed ||
    d.club !== null ||
    d.country !== null ||
    d.marker !== null ||
    d.card_type !== null ||
    d.scores.some((x) => x !== null)
  );
}

/**
 * spec §4 "Unknown course": the card is an unknown-course card when the place is given as a
 * country other than 'nederland' (Dutch courses are all in the list).
 */
export function isUnknownCourse(
  placeMode: PlaceMode,
  country: Pick<Country, 'name'> | undefined,
): boolean {
  return placeMode === 'country' && country !== undefined && country.name !== DOMESTIC_COUNTRY;
}

/**
 * spec §5: qualifying is offered for a foreign card only when the country is federation-approved
 * (ngf_approved '1') or the course is known; an unknown-course card is always match-type.
 */
export function foreignCardTypes(opts: {
  isUnknownCourse: boolean;
  country: Pick<Country, 'ngf_approved'> | undefined;
  knownCourse: boolean;
}): number[] {
  if (opts.isUnknownCourse) return [CARD_TYPE.VREEMDEWKAART];
  return opts.country?.ngf_approved === '1' || opts.knownCourse
    ? [CARD_TYPE.VREEMDEQKAART, CARD_TYPE.VREEMDEWKAART]
    : [CARD_TYPE.VREEMDEWKAART];
}

/** The card type to show: the chosen one while it is allowed, else the first allowed (qualifying). */
export function effectiveCardType(
  chosen: number | null,
  allowed: readonly number[],
): number | null {
  return chosen !== null && allowed.includes(chosen) ? chosen : (allowed[0] ?? null);
}

/** A number as typed: '71,3' and '71.3' both read 71.3; empty or junk is null. */
export function typedNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

export type ForeignError =
  | 'scorecards.errors.dateRequired'
  | 'scorecards.errors.dateInFuture'
  | 'scorecards.errors.selectClub'
  | 'scorecards.errors.selectCountry'
  | 'scorecards.errors.dutchFromList'
  | 'scorecards.errors.selectCourse'
  | 'scorecards.errors.selectTee'
  | 'scorecards.errors.selectCardType'
  | 'scorecards.errors.notCompletelyFilled'
  | 'scorecards.errors.slopeRange'
  | 'scorecards.errors.ratingRange'
  | 'scorecards.errors.parRange'
  | 'scorecards.errors.stablefordRange'
  | 'scorecards.errors.cardIncomplete'
  | MarkerError;

export interface ForeignContext {
  now: Date;
  digimarker: boolean;
  /** The chosen country (club's or the one picked), when known. */
  country: Country | undefined;
}

/**
 * Step 1 (/date), spec §5 "Foreign card": date and time at most 30 minutes ahead ('selected date
 * is in the future'); club, course and tee unless the course is unknown; with digital marking a
 * marker or a complete guest.
 */
export function dateStepError(d: ForeignDraft, ctx: ForeignContext): ForeignError | null {
  if (!d.date || !d.time) return 'scorecards.errors.dateRequired';
  const ahead = minutesAhead(d.date, d.time, ctx.now);
  if (ahead === null) return 'scorecards.errors.dateRequired';
  if (ahead > LIMITS.FOREIGN_CARD_FUTURE_MINUTES) return 'scorecards.errors.dateInFuture';
  if (d.placeMode === 'country') {
    if (d.country === null || !ctx.country) return 'scorecards.errors.selectCountry';
    if (ctx.country.name === DOMESTIC_COUNTRY) return 'scorecards.errors.dutchFromList';
  } else {
    if (!d.club) return 'scorecards.errors.selectClub';
    if (d.course === null) return 'scorecards.errors.selectCourse';
    if (d.tee === null) return 'scorecards.errors.selectTee';
  }
  return markerError(d, { required: ctx.digimarker, digimarker: ctx.digimarker });
}

/**
 * Step 2 (/type): a card type the place allows; for an unknown course its name, course rating,
 * slope rating and par, present and non-zero ('card not completely filled in'), within the
 * ranges the engine can rate (`teeRatingsProblem`, the server's own check).
 */
export function typeStepError(d: ForeignDraft, ctx: ForeignContext): ForeignError | null {
  const allowed = foreignCardTypes({
    isUnknownCourse: d.isUnknownCourse,
    country: ctx.country,
    knownCourse: !d.isUnknownCourse && d.course !== null,
  });
  if (d.card_type === null || !allowed.includes(d.card_type))
    return 'scorecards.errors.selectCardType';
  if (!d.isUnknownCourse) return null;
  const cr = typedNumber(d.unknownCR);
  const sr = typedNumber(d.unknownSR);
  const par = typedNumber(d.unknownPar);
  if (!d.unknownCourseName.trim() || !cr || !sr || !par)
    return 'scorecards.errors.notCompletelyFilled';
  const problem = teeRatingsProblem({
    holes: d.holeCount,
    courseRating: cr,
    slopeRating: sr,
    par,
  });
  return problem ? RATING_ERROR[problem.field] : null;
}

/** The form's text for each rating the server would refuse (the same rule, in @fairway/golf). */
const RATING_ERROR = {
  slopeRating: 'scorecards.errors.slopeRange',
  par: 'scorecards.errors.parRange',
  courseRating: 'scorecards.errors.ratingRange',
} as const;

/**
 * Step 3 (/score): every hole filled unless the course is unknown ('your card is not completely
 * filled in'). For a known course with empty holes the answer is `confirm`: the member may go on,
 * and those holes are stored as 0. An unknown course needs hole scores or a stableford total.
 */
export function scoreStepCheck(d: ForeignDraft): {
  error: ForeignError | null;
  emptyHoles: number;
} {
  const scores = Array.from({ length: d.holeCount }, (_, i) => d.scores[i] ?? null);
  const emptyHoles = scores.filter((s) => !s).length;
  if (!d.isUnknownCourse) {
    return { error: emptyHoles > 0 ? 'scorecards.errors.cardIncomplete' : null, emptyHoles };
  }
  const total = d.sfTotalUnknown.trim();
  if (total) {
    const points = typedNumber(total);
    if (points === null || !Number.isInteger(points) || points > 108)
      return { error: 'scorecards.errors.stablefordRange', emptyHoles };
    return { error: null, emptyHoles };
  }
  return {
    error: emptyHoles === d.holeCount ? 'scorecards.errors.notCompletelyFilled' : null,
    emptyHoles,
  };
}

/** The first step whose rules the draft does not meet (a reload or link to a later step). */
export function firstOpenStep(
  d: ForeignDraft,
  ctx: ForeignContext,
  upTo: ForeignStep,
): ForeignStep {
  if (upTo === 'date') return 'date';
  if (dateStepError(d, ctx)) return 'date';
  if (upTo === 'type') return 'type';
  if (typeStepError(d, ctx)) return 'type';
  return upTo;
}

/** The scores to send: one per hole, an empty hole as 0 (spec §5: accepted on confirm). */
export const sentScores = (d: ForeignDraft): number[] =>
  Array.from({ length: d.holeCount }, (_, i) => d.scores[i] ?? 0);

/** POST /api/scorecards/foreign/allowed. */
export function foreignAllowedRequest(d: ForeignDraft) {
  return {
    ...(d.isUnknownCourse ? {} : { baan_id: d.course ?? undefined, tee_id: d.tee ?? undefined }),
    datum: d.date,
    tijd: d.time,
    type: d.card_type ?? CARD_TYPE.VREEMDEWKAART,
  };
}

export type ForeignCreate =
  | { kind: 'known'; body: CreateForeignCardRequest }
  | { kind: 'unknown'; body: CreateUnknownCardRequest };

/** The create call of spec §3 ("Foreign card adds", "Unknown course adds") for a complete draft. */
export function foreignCreateRequest(d: ForeignDraft): ForeignCreate {
  const common = {
    ...markerPayload(d),
    opmerking: d.comment.trim(),
    date: d.date,
    time: d.time,
    cba: d.cba,
    ...(d.ro ? { ro: d.ro } : {}),
  };
  if (d.isUnknownCourse) {
    const total = typedNumber(d.sfTotalUnknown);
    const scores = sentScores(d);
    return {
      kind: 'unknown',
      body: {
        ...common,
        card_type: CARD_TYPE.VREEMDEWKAART,
        unknown_course_name: d.unknownCourseName.trim(),
        hole_count: d.holeCount,
        cr: typedNumber(d.unknownCR) ?? 0,
        sr: typedNumber(d.unknownSR) ?? 0,
        par: typedNumber(d.unknownPar) ?? 0,
        country_id: d.country ?? 0,
        ...(scores.some((s) => s > 0) ? { scores } : {}),
        ...(total !== null ? { total_sf_points: total } : {}),
      },
    };
  }
  if (!d.club || d.course === null || d.tee === null || d.card_type === null)
    throw new Error('the draft is not complete');
  return {
    kind: 'known',
    body: {
      ...common,
      baan_id: d.course,
      tee_id: d.tee,
      club: d.club.id,
      scores: sentScores(d),
      card_type: d.card_type as CreateForeignCardRequest['card_type'],
    },
  };
}

const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

function readClub(v: unknown): ForeignClubRef | null {
  if (typeof v !== 'object' || v === null) return null;
  const c = v as Record<string, unknown>;
  const clubId = id(c.id);
  const country = id(c.country_id);
  if (clubId === null || country === null || typeof c.naam !== 'string') return null;
  return {
    id: clubId,
    naam: c.naam,
    plaats: typeof c.plaats === 'string' ? c.plaats : null,
    country_id: country,
  };
}

const scoreList = (v: unknown): (number | null)[] =>
  Array.isArray(v)
    ? v
        .slice(0, 18)
        .map((s) => (typeof s === 'number' && Number.isInteger(s) && s > 0 && s <= 20 ? s : null))
    : [];

/** A stored draft read back field by field (after a reload); odd fields get their empty value. */
export function readForeignDraft(
  value: Record<string, unknown> | null,
  fresh: ForeignDraft,
): ForeignDraft {
  if (!value) return fresh;
  return {
    ...fresh,
    date: text(value.date, fresh.date),
    time: text(value.time, fresh.time),
    placeMode: value.placeMode === 'country' ? 'country' : 'club',
    club: readClub(value.club),
    course: id(value.course),
    tee: id(value.tee),
    country: id(value.country),
    isUnknownCourse: value.isUnknownCourse === true,
    unknownCourseName: text(value.unknownCourseName),
    unknownCR: text(value.unknownCR),
    unknownSR: text(value.unknownSR),
    unknownPar: text(value.unknownPar),
    holeCount: value.holeCount === 9 ? 9 : 18,
    comment: text(value.comment),
    scores: scoreList(value.scores),
    sf_scores: Array.isArray(value.sf_scores)
      ? value.sf_scores.filter((n): n is number => typeof n === 'number')
      : [],
    card_type: id(value.card_type),
    cba: typeof value.cba === 'number' && value.cba >= -1 && value.cba <= 3 ? value.cba : 0,
    ro: text(value.ro),
    sfTotalUnknown: text(value.sfTotalUnknown),
    ...readMarkerDraft(value),
  };
}
