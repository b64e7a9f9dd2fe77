import { describe, expect, it } from 'vitest';
import type { AdminMatch } from '@fairway/contract';
import { editMoves, moveEffect, seatedFrom } from './move-effect';

const flight = { id: 1, nummer: 1, starttijd: '09:00', starttee: 1 };
const match = (over: Partial<AdminMatch>) =>
  ({
    direct_in_flight_inschrijven: false,
    flights: [],
    teams: [],
    tee_sheet_hold: null,
    ...over,
  }) as AdminMatch;

describe('moveEffect', () => {
  it('a drawn start list goes with a move', () => {
    const hold = { from: '09:00', until: '09:10', turn: null };
    expect(moveEffect(match({ flights: [flight], tee_sheet_hold: hold }))).toEqual({
      kind: 'undraw',
    });
    expect(moveEffect(match({}))).toBeNull();
  });

  it('of direct flight sign-up, only the times the draw holds go, named', () => {
    const direct = { direct_in_flight_inschrijven: true, flights: [flight] };
    expect(
      moveEffect(
        match({ ...direct, tee_sheet_hold: { from: '09:00', until: '09:40', turn: null } }),
      ),
    ).toEqual({ kind: 'release', from: '09:00', until: '09:40' });
    // Flights the members chose, never drawn: nothing held, nothing to say.
    expect(moveEffect(match(direct))).toBeNull();
  });

  it('a drawn list goes also with another start time; flights members chose do not', () => {
    const saved = { datum: '2026-12-10', tijd: '09:00', course_id: '1' };
    const undraw = { kind: 'undraw' } as const;
    const release = { kind: 'release', from: '09:00', until: '09:40' } as const;
    expect(editMoves(undraw, saved, { ...saved, tijd: '10:00' })).toBe(true);
    expect(editMoves(undraw, saved, { ...saved, datum: '2026-12-11' })).toBe(true);
    expect(editMoves(undraw, saved, saved)).toBe(false);
    expect(editMoves(release, saved, { ...saved, tijd: '10:00' })).toBe(false);
    expect(editMoves(release, saved, { ...saved, course_id: '2' })).toBe(true);
    expect(editMoves(null, saved, { ...saved, course_id: '2' })).toBe(false);
  });
});

describe('seatedFrom', () => {
  const flights = [
    { id: 1, nummer: 1, starttijd: '10:00', starttee: 1 },
    { id: 2, nummer: 2, starttijd: '10:10', starttee: 1 },
    { id: 3, nummer: 3, starttijd: '10:20', starttee: 1 },
  ];
  const team = (flight_id: number | null) => ({ flight_id }) as AdminMatch['teams'][number];

  it('names the first start of a flight members chose themselves', () => {
    const direct = { direct_in_flight_inschrijven: true, flights };
    expect(seatedFrom(match({ ...direct, teams: [team(3), team(2), team(null)] }))).toBe('10:10');
    // Flights laid out but nobody in one: they move with the start time, nothing to say.
    expect(seatedFrom(match({ ...direct, teams: [team(null)] }))).toBeNull();
  });

  it('says nothing of a drawn list (its move says what goes)', () => {
    expect(seatedFrom(match({ flights, teams: [team(1)] }))).toBeNull();
  });
});
