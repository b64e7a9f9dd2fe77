/** The member chosen as marker (from the member search). */
export interface MarkerChoice {
  id: number;
  naam: string;
  handicap: number | null;
}

/** A marker who is not a member of the club. */
export interface GuestMarker {
  firstname: string;
  lastname: string;
  email: string;
}

export type MarkerMode = 'member' | 'guest';

/** The marker part of both card drafts (spec §3: marker, guest). */
export interface MarkerDraft {
  markerMode: MarkerMode;
  marker: MarkerChoice | null;
  guest: GuestMarker;
}

export const EMPTY_GUEST: GuestMarker = { firstname: '', lastname: '', email: '' };

export type MarkerError =
  | 'scorecards.errors.selectMarker'
  | 'scorecards.errors.markerIncomplete'
  | 'scorecards.errors.markerEmail';

/** The same check as the contract's z.email(), loosely: something@something.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * spec §5: a card needs a marker or a guest marker ('select a marker'); a guest needs first name
 * and surname, plus email when digital marking is on ('fill in marker completely').
 * `required` false (a foreign card without digital marking): no marker is fine, but a guest that
 * is started must still be complete.
 */
export function markerError(
  draft: MarkerDraft,
  opts: { required: boolean; digimarker: boolean },
): MarkerError | null {
  if (draft.markerMode === 'member') {
    return draft.marker || !opts.required ? null : 'scorecards.errors.selectMarker';
  }
  const first = draft.guest.firstname.trim();
  const last = draft.guest.lastname.trim();
  const email = draft.guest.email.trim();
  // A guest marker chosen but not filled in is not "no marker": the member is asked to fill in
  // the guest, as for one filled in half.
  if (!first && !last && !email) return opts.required ? 'scorecards.errors.markerIncomplete' : null;
  if (!first || !last || (opts.digimarker && !email)) return 'scorecards.errors.markerIncomplete';
  if (email && !EMAIL.test(email)) return 'scorecards.errors.markerEmail';
  return null;
}

/** The marker fields of a create payload (spec §3): a member by id, or a guest by name and email. */
export function markerPayload(draft: MarkerDraft): {
  marker_id: number | null;
  marker_name: string | null;
  marker_email: string | null;
} {
  if (draft.markerMode === 'member') {
    return { marker_id: draft.marker?.id ?? null, marker_name: null, marker_email: null };
  }
  const name = `${draft.guest.firstname.trim()} ${draft.guest.lastname.trim()}`.trim();
  return {
    marker_id: null,
    marker_name: name || null,
    marker_email: draft.guest.email.trim() || null,
  };
}

/** Reads a stored marker part back, field by field; anything odd becomes empty. */
export function readMarkerDraft(value: Record<string, unknown>): MarkerDraft {
  const m = value.marker as Partial<MarkerChoice> | null | undefined;
  const g = (value.guest ?? {}) as Partial<Record<keyof GuestMarker, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    markerMode: value.markerMode === 'guest' ? 'guest' : 'member',
    marker:
      m && typeof m.id === 'number' && typeof m.naam === 'string'
        ? { id: m.id, naam: m.naam, handicap: typeof m.handicap === 'number' ? m.handicap : null }
        : null,
    guest: { firstname: text(g.firstname), lastname: text(g.lastname), email: text(g.email) },
  };
}
