import { describe, expect, it } from 'vitest';
import type { BookingPlayer } from '@fairway/contract';
import type { GuestFieldConfig } from '@fairway/golf';
import {
  addGuest,
  addMember,
  addUnknown,
  checkGuest,
  guestFieldProblem,
  guestFormOf,
  handicapAdjustment,
  parseHandicap,
  placesLeft,
  playersInput,
  refusalsByPlayer,
  removePlayer,
  replaceGuest,
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

describe('a guest checked as the server checks it (the contract and the club rules)', () => {
  const config: GuestFieldConfig[] = [
    { veld: 'lastname', tonen: 'on', verplicht: '1' },
    { veld: 'handicap', tonen: 'on', verplicht: '1' },
    { veld: 'email', tonen: 'on', verplicht: '0' },
  ];

  it("refuses an email the contract's GuestPlayer refuses, and takes a real one", () => {
    const typed = { lastname: 'Jansen', handicap: '12', email: 'not-an-email' };
    expect(checkGuest(typed, config)).toEqual({
      problems: [{ field: 'email', problem: 'invalid' }],
      guest: null,
    });
    expect(checkGuest({ ...typed, email: 'j@example.com' }, config).guest?.email).toBe(
      'j@example.com',
    );
  });

  it('checks one field as it is typed, leaving an empty one for the add', () => {
    expect(guestFieldProblem('email', 'not-an-email')).toEqual({
      field: 'email',
      problem: 'invalid',
    });
    expect(guestFieldProblem('email', 'j@example.com')).toBeNull();
    expect(guestFieldProblem('gsn', 'XX1')).toEqual({ field: 'gsn', problem: 'pattern' });
    expect(guestFieldProblem('handicap', 'abc')).toEqual({ field: 'handicap', problem: 'range' });
    expect(guestFieldProblem('lastname', '')).toBeNull();
    expect(guestFieldProblem('lastname', 'x'.repeat(81))).toEqual({
      field: 'lastname',
      problem: 'invalid',
    });
  });

  it('says what a handicap outside −9..54 becomes before it is used', () => {
    expect(handicapAdjustment('60')).toEqual({ from: 60, to: 54 });
    expect(handicapAdjustment('+12')).toEqual({ from: -12, to: -9 });
    expect(handicapAdjustment('54')).toBeNull();
    expect(handicapAdjustment('abc')).toBeNull();
    expect(handicapAdjustment('')).toBeNull();
  });

  it('fills the form again from a guest in the flight', () => {
    expect(guestFormOf({ lastname: 'Jansen', handicap: -2, email: 'x' }, (h) => `h${h}`)).toEqual({
      lastname: 'Jansen',
      handicap: 'h-2',
      email: 'x',
    });
  });
});

describe("the server's refusal of a booking, on the players it names", () => {
  it('puts guest fields on their guest and other refusals on their player, by position', () => {
    let players: readonly DraftPlayer[] = [];
    players = addMember(players, femke, BOOKER, 4);
    players = addGuest(players, { lastname: 'Jansen', email: 'x' }, 4);
    players = addUnknown(players, 4);
    const refused = refusalsByPlayer(
      [
        { field: 'players.1.guest.email', message: 'Invalid email address' },
        { field: 'players.1.guest.lastname', message: 'required' },
        { field: 'players.2.unknown', message: 'extra players must be named at this club' },
        { field: 'date', message: 'the chosen date lies in the past' },
        { field: 'players.7.guest.email', message: 'Invalid email address' },
      ],
      players,
    );
    expect([...refused.keys()]).toEqual([players[1]!.key, players[2]!.key]);
    expect(refused.get(players[1]!.key)!.fields).toEqual([
      { field: 'email', problem: 'invalid' },
      { field: 'lastname', problem: 'required' },
    ]);
    expect(refused.get(players[2]!.key)!.fields).toEqual([]);
  });

  it('a guest typed again keeps its place in the flight', () => {
    let players: readonly DraftPlayer[] = [];
    players = addGuest(players, { lastname: 'Jansen', email: 'x' }, 4);
    players = addMember(players, femke, BOOKER, 4);
    const fixed = replaceGuest(players, players[0]!.key, { lastname: 'Jansen', email: 'j@x.nl' });
    expect(playersInput(fixed)).toEqual([
      { guest: { lastname: 'Jansen', email: 'j@x.nl' } },
      { member_id: femke.id },
    ]);
    expect(fixed[0]!.key).not.toBe(players[0]!.key);
  });
});
