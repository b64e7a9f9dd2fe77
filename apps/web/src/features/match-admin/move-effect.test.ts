import { describe, expect, it } from 'vitest';
import type { AdminMatch } from '@fairway/contract';
import { moveEffect } from './move-effect';

const flight = { id: 1, nummer: 1, starttijd: '09:00', starttee: 1 };
const match = (over: Partial<AdminMatch>) =>
  ({
    direct_in_flight_inschrijven: false,
    flights: [],
    tee_sheet_hold: null,
    ...over,
  }) as AdminMatch;

describe('moveEffect', () => {
  it('a drawn start list goes with a move', () => {
    const hold = { from: '09:00', until: '09:10' };
    expect(moveEffect(match({ flights: [flight], tee_sheet_hold: hold }))).toEqual({
      kind: 'undraw',
    });
    expect(moveEffect(match({}))).toBeNull();
  });

  it('of direct flight sign-up, only the times the draw holds go, named', () => {
    const direct = { direct_in_flight_inschrijven: true, flights: [flight] };
    expect(
      moveEffect(match({ ...direct, tee_sheet_hold: { from: '09:00', until: '09:40' } })),
    ).toEqual({ kind: 'release', from: '09:00', until: '09:40' });
    // Flights the members chose, never drawn: nothing held, nothing to say.
    expect(moveEffect(match(direct))).toBeNull();
  });
});
