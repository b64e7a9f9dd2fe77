import type { CreateCardRequest } from '@fairway/contract';
import {
  markerError,
  markerPayload,
  readMarkerDraft,
  EMPTY_GUEST,
  type MarkerDraft,
  type MarkerError,
} from './marker';

/** The qualifying card form (spec §2 /app/scorecards/qualifying), as kept in local storage. */
export interface QualifyingDraft extends MarkerDraft {
  course: number | null;
  tee: number | null;
  holes: 9 | 18 | null;
  comment: string;
}

export const EMPTY_QUALIFYING_DRAFT: QualifyingDraft = {
  course: null,
  tee: null,
  holes: null,
  comment: '',
  markerMode: 'member',
  marker: null,
  guest: EMPTY_GUEST,
};

export type QualifyingError =
  'scorecards.errors.selectCourse' | 'scorecards.errors.selectTee' | MarkerError;

/**
 * spec §5 "Qualifying card", every problem at once, in the order the form shows the fields: a
 * course ('select a course'), a tee ('select a tee'), a marker or guest marker ('select a
 * marker'); a guest needs first name and surname, and email with digital marking ('fill in marker
 * completely'). The tee is asked for only once there is a course to choose it from.
 */
export function qualifyingErrors(
  draft: QualifyingDraft,
  opts: { digimarker: boolean },
): QualifyingError[] {
  const errors: QualifyingError[] = [];
  if (draft.course === null) errors.push('scorecards.errors.selectCourse');
  else if (draft.tee === null) errors.push('scorecards.errors.selectTee');
  const marker = markerError(draft, { required: true, digimarker: opts.digimarker });
  if (marker) errors.push(marker);
  return errors;
}

/** The first of `qualifyingErrors`, or null when the form is complete. */
export const qualifyingError = (
  draft: QualifyingDraft,
  opts: { digimarker: boolean },
): QualifyingError | null => qualifyingErrors(draft, opts)[0] ?? null;

/** POST /api/scorecards from a complete draft (spec §3 "Own-club card"). */
export function qualifyingRequest(draft: QualifyingDraft): CreateCardRequest {
  if (draft.course === null || draft.tee === null) throw new Error('the draft is not complete');
  return {
    baan_id: draft.course,
    tee_id: draft.tee,
    ...markerPayload(draft),
    opmerking: draft.comment.trim(),
    ...(draft.holes ? { holes: draft.holes } : {}),
  };
}

const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** A stored draft read back field by field; a missing or odd field gets its empty value. */
export function readQualifyingDraft(value: Record<string, unknown> | null): QualifyingDraft {
  if (!value) return EMPTY_QUALIFYING_DRAFT;
  return {
    course: id(value.course),
    tee: id(value.tee),
    holes: value.holes === 9 || value.holes === 18 ? value.holes : null,
    comment: typeof value.comment === 'string' ? value.comment : '',
    ...readMarkerDraft(value),
  };
}
