import { describe, expect, it } from 'vitest';
import { markerError, markerPayload } from './marker';
import {
  EMPTY_QUALIFYING_DRAFT,
  qualifyingError,
  qualifyingErrors,
  qualifyingRequest,
  readQualifyingDraft,
  type QualifyingDraft,
} from './qualifying-draft';
import { clearDraft, readDraft, writeDraft } from './draft-storage';

const base: QualifyingDraft = {
  ...EMPTY_QUALIFYING_DRAFT,
  course: 1,
  tee: 2,
  marker: { id: 9, naam: 'Yvonne Linden', handicap: 12.3 },
};
const digi = { digimarker: true };

describe('qualifyingError (spec §5 Qualifying card)', () => {
  it('asks for a course, then a tee, then a marker', () => {
    expect(qualifyingError(EMPTY_QUALIFYING_DRAFT, digi)).toBe('scorecards.errors.selectCourse');
    expect(qualifyingError({ ...EMPTY_QUALIFYING_DRAFT, course: 1 }, digi)).toBe(
      'scorecards.errors.selectTee',
    );
    expect(qualifyingError({ ...base, marker: null }, digi)).toBe('scorecards.errors.selectMarker');
    expect(qualifyingError(base, digi)).toBeNull();
  });

  it('a guest marker needs first name and surname, and email with digital marking', () => {
    const guest = (firstname: string, lastname: string, email: string): QualifyingDraft => ({
      ...base,
      markerMode: 'guest',
      guest: { firstname, lastname, email },
    });
    // A guest chosen and left empty is asked to be filled in, as one filled in half.
    expect(qualifyingError(guest('', '', ''), digi)).toBe('scorecards.errors.markerIncomplete');
    expect(qualifyingError(guest('Piet', '', 'p@x.nl'), digi)).toBe(
      'scorecards.errors.markerIncomplete',
    );
    expect(qualifyingError(guest('Piet', 'Jansen', ''), digi)).toBe(
      'scorecards.errors.markerIncomplete',
    );
    expect(qualifyingError(guest('Piet', 'Jansen', ''), { digimarker: false })).toBeNull();
    expect(qualifyingError(guest('Piet', 'Jansen', 'piet'), digi)).toBe(
      'scorecards.errors.markerEmail',
    );
    expect(qualifyingError(guest(' Piet ', 'Jansen', 'piet@example.nl'), digi)).toBeNull();
  });
});

describe('qualifyingErrors: every problem at once', () => {
  it('names the tee and the half-filled guest marker together', () => {
    const half: QualifyingDraft = {
      ...base,
      tee: null,
      markerMode: 'guest',
      guest: { firstname: 'Piet', lastname: '', email: '' },
    };
    expect(qualifyingErrors(half, digi)).toEqual([
      'scorecards.errors.selectTee',
      'scorecards.errors.markerIncomplete',
    ]);
    expect(qualifyingErrors({ ...EMPTY_QUALIFYING_DRAFT }, digi)).toEqual([
      'scorecards.errors.selectCourse',
      'scorecards.errors.selectMarker',
    ]);
    expect(qualifyingErrors(base, digi)).toEqual([]);
  });
});

describe('markers', () => {
  it('without required, no marker is fine but a started guest must be complete', () => {
    const none = {
      markerMode: 'guest' as const,
      marker: null,
      guest: { firstname: '', lastname: '', email: '' },
    };
    expect(markerError(none, { required: false, digimarker: false })).toBeNull();
    expect(
      markerError(
        { ...none, guest: { ...none.guest, firstname: 'Piet' } },
        { required: false, digimarker: false },
      ),
    ).toBe('scorecards.errors.markerIncomplete');
  });

  it('sends a member by id and a guest by full name and email', () => {
    expect(markerPayload(base)).toEqual({ marker_id: 9, marker_name: null, marker_email: null });
    expect(
      markerPayload({
        ...base,
        markerMode: 'guest',
        guest: { firstname: ' Piet', lastname: 'de Vries ', email: ' p@x.nl ' },
      }),
    ).toEqual({ marker_id: null, marker_name: 'Piet de Vries', marker_email: 'p@x.nl' });
  });
});

describe('qualifying draft', () => {
  it('builds the create payload of spec §3 (own-club card)', () => {
    expect(qualifyingRequest({ ...base, comment: ' ronde met wind ', holes: 9 })).toEqual({
      baan_id: 1,
      tee_id: 2,
      marker_id: 9,
      marker_name: null,
      marker_email: null,
      opmerking: 'ronde met wind',
      holes: 9,
    });
  });

  it('survives a round trip through storage and reads odd values as empty', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    writeDraft('q', base, storage);
    expect(readQualifyingDraft(readDraft('q', storage))).toEqual(base);
    clearDraft('q', storage);
    expect(readDraft('q', storage)).toBeNull();

    expect(
      readQualifyingDraft({ course: 'x', tee: -1, holes: 27, comment: 5, markerMode: 'x' }),
    ).toEqual(EMPTY_QUALIFYING_DRAFT);
    store.set('q', '{not json');
    expect(readDraft('q', storage)).toBeNull();
  });
});
