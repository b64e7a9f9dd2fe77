import { describe, expect, it } from 'vitest';
import type { BookingPlayer } from '@fairway/contract';
import type { GuestFieldConfig } from '@fairway/golf';
import {
  addGuest,
  addMember,
  addUnknown,
  checkGuest,
  parseHandicap,
  placesLeft,
  playersInput,
  removePlayer,
  savedPlayers,
  type DraftPlayer,
} from './booking-draft';

const BOOKER = 7;
const femke = { id: 11, name: 'Femke Bakker' };
const stijn = { id: 12, name: 'Stijn Bakker' };

describe('adding players (spec §5 Booking)', () => {
  it('adds a member once: the same member again, or the booker, is ignored', () => {
    let players: readonly DraftPlayer[] = [];
    players = addMember(players, femke, BOOKER, 4);
    const again = addMember(players, femke, BOOKER, 4);
    expect(again).toBe(players);
    expect(addMember(players, { id: BOOKER, name: 'Jan Demo' }, BOOKER, 4)).toBe(players);
    expect(playersInput(players)).toEqual([{ member_id: 11 }]);
  });

  it('a member already saved in the booking is not added twice', () => {
    const saved: BookingPlayer = {
      member_id: 11,
      name: 'Femke Bakker',
      unknown: false,
      is_guest: false,
      is_new: false,
      teetime_id: 101,
      parent_teetime_id: 100,
      saved: true,
    };
    const players = savedPlayers(
      [{ ...saved, member_id: BOOKER, teetime_id: 100, parent_teetime_id: null }, saved],
      100,
    );
    expect(players).toHaveLength(1);
    expect(addMember(players, femke, BOOKER, 4)).toBe(players);
    expect(playersInput(players)).toEqual([{ teetime_id: 101 }]);
  });

  it('stops at the flight maximum, the booker included', () => {
    let players: readonly DraftPlayer[] = [];
    players = addMember(players, femke, BOOKER, 3);
    players = addUnknown(players, 3);
    expect(placesLeft(players, 3)).toBe(0);
    expect(addMember(players, stijn, BOOKER, 3)).toBe(players);
    expect(addGuest(players, { lastname: 'Jansen' }, 3)).toBe(players);
    expect(addUnknown(players, 3)).toBe(players);
  });

  it('removes a player by key and sends the rest in order', () => {
    let players: readonly DraftPlayer[] = [];
    players = addMember(players, femke, BOOKER, 4);
    players = addGuest(players, { lastname: 'Jansen', handicap: 12.4 }, 4);
    players = addUnknown(players, 4);
    players = removePlayer(players, players[0]!.key);
    expect(playersInput(players)).toEqual([
      { guest: { lastname: 'Jansen', handicap: 12.4 } },
      { unknown: true },
    ]);
  });
});

describe('the guest form (spec §5 Guest player)', () => {
  const config: GuestFieldConfig[] = [
    { veld: 'gsn', tonen: 'on', verplicht: '0' },
    { veld: 'lastname', tonen: 'on', verplicht: '1' },
    { veld: 'handicap', tonen: 'on', verplicht: '1' },
    { veld: 'address', tonen: 'on', verplicht: '1' },
  ];

  it('names every missing required field; an address also needs postal code and city', () => {
    const { problems, guest } = checkGuest({}, config);
    expect(guest).toBeNull();
    expect(problems.map((p) => p.field).sort()).toEqual(
      ['address', 'city', 'handicap', 'lastname', 'postalCode'].sort(),
    );
  });

  it('refuses a GSN that is not NL followed by digits, and accepts one typed in lower case', () => {
    const base = {
      lastname: 'Jansen',
      handicap: '10',
      address: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: 'Ede',
    };
    expect(checkGuest({ ...base, gsn: 'XX123' }, config).problems).toEqual([
      { field: 'gsn', problem: 'pattern' },
    ]);
    expect(checkGuest({ ...base, gsn: 'nl123' }, config).guest?.gsn).toBe('NL123');
  });

  it('clamps the handicap to −9..54 and reads a comma, a dot and a plus handicap', () => {
    const guest = (handicap: string) =>
      checkGuest({ lastname: 'Jansen', handicap }, config.slice(0, 3)).guest?.handicap;
    expect(guest('12,4')).toBe(12.4);
    expect(guest('60')).toBe(54);
    expect(guest('+12')).toBe(-9);
    expect(guest('+2.0')).toBe(-2);
    expect(
      checkGuest({ lastname: 'Jansen', handicap: 'abc' }, config.slice(0, 3)).problems,
    ).toEqual([{ field: 'handicap', problem: 'range' }]);
  });

  it('needs a name even when the club requires nothing', () => {
    expect(checkGuest({ handicap: '5' }, []).problems).toEqual([
      { field: 'lastname', problem: 'required' },
    ]);
    expect(checkGuest({ firstname: 'Piet' }, []).guest).toEqual({ firstname: 'Piet' });
  });

  it('parses handicaps strictly', () => {
    expect(parseHandicap('')).toBeNull();
    expect(parseHandicap('54')).toBe(54);
    expect(parseHandicap('-3,5')).toBe(-3.5);
    expect(parseHandicap('1.25')).toBeNaN();
  });
});
