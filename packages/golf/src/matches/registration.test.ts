import { describe, expect, it } from 'vitest';
import {
  categoryOpenTo,
  fitsCategory,
  flightSelectable,
  guestHandicapInRange,
  guestMissingFields,
  maxExtraPlayers,
  membersMayBeNamed,
  playersProblem,
  signOutOpen,
  signUpOpen,
  teeFor,
} from './registration';
import { formAllowances } from './forms';

const window = {
  inschrijvingsstart: '2026-11-01 08:00',
  inschrijvingsstop: '2026-11-20 18:00',
  verwerkt: 'n' as const,
};

describe('sign-up window (spec §4)', () => {
  it('is open from the start minute to the stop minute, on the club clock', () => {
    expect(signUpOpen(window, '2026-11-01 07:59')).toBe(false);
    expect(signUpOpen(window, '2026-11-01 08:00')).toBe(true);
    expect(signUpOpen(window, '2026-11-20 18:00')).toBe(true);
    expect(signUpOpen(window, '2026-11-20 18:01')).toBe(false);
  });
  it('is closed once the match is processed', () => {
    expect(signUpOpen({ ...window, verwerkt: 'j' }, '2026-11-10 12:00')).toBe(false);
  });
  it('sign-out runs to its own deadline, else to the end of the window', () => {
    expect(signOutOpen(window, '2026-11-20 18:00')).toBe(true);
    expect(signOutOpen(window, '2026-11-20 18:01')).toBe(false);
    const later = { ...window, uitschrijven_tot: '2026-11-22 12:00' };
    expect(signOutOpen(later, '2026-11-21 09:00')).toBe(true);
    expect(signOutOpen({ ...later, verwerkt: 'j' }, '2026-11-21 09:00')).toBe(false);
  });
});

describe('players (spec §5)', () => {
  const individual = {
    spelers: 1,
    aantal_gastspelers_inschrijven: 2,
    inschrijvingsvorm: 'individueel' as const,
  };
  const greensome = {
    spelers: 2,
    aantal_gastspelers_inschrijven: 5,
    inschrijvingsvorm: 'team' as const,
  };
  it('an individual form allows the guests the match allows', () => {
    expect(maxExtraPlayers(individual)).toBe(2);
    expect(playersProblem(individual, 2)).toBeNull();
    expect(playersProblem(individual, 3)).toBe('MATCH_TOO_MANY_PLAYERS');
  });
  it('a team form allows the team size minus 1, whatever the guest setting', () => {
    expect(maxExtraPlayers(greensome)).toBe(1);
    expect(playersProblem(greensome, 2)).toBe('MATCH_TOO_MANY_PLAYERS');
  });
  it('an individual form takes guests only; a team form names members as team mates', () => {
    expect(membersMayBeNamed(individual)).toBe(false);
    expect(membersMayBeNamed(greensome)).toBe(true);
    const signedUpAlone = { ...greensome, inschrijvingsvorm: 'individueel' as const };
    expect(membersMayBeNamed(signedUpAlone)).toBe(true);
  });
  it('a team sign-up names the whole team', () => {
    expect(playersProblem(greensome, 0)).toBe('MATCH_TEAM_SIZE');
    expect(playersProblem(greensome, 1)).toBeNull();
    expect(playersProblem({ ...greensome, inschrijvingsvorm: 'individueel' }, 0)).toBeNull();
  });
});

describe('guests (spec §5, §9)', () => {
  it('names the missing required fields in order', () => {
    expect(guestMissingFields({})).toEqual(['lastname', 'handicap', 'gender']);
    expect(guestMissingFields({ lastname: ' ', handicap: 0, gender: 'v' })).toEqual(['lastname']);
    expect(guestMissingFields({ lastname: 'Bos', handicap: 12.3 })).toEqual(['gender']);
    expect(guestMissingFields({ lastname: 'Bos', handicap: 12.3, gender: 'm' })).toEqual([]);
  });
  it('keeps the handicap within -9..54', () => {
    expect(guestHandicapInRange(-9)).toBe(true);
    expect(guestHandicapInRange(54)).toBe(true);
    expect(guestHandicapInRange(-9.1)).toBe(false);
    expect(guestHandicapInRange(54.1)).toBe(false);
    expect(guestHandicapInRange(Number.NaN)).toBe(false);
  });
});

describe('flights and tees', () => {
  it('a flight holding spelers_per_flight teams cannot be chosen', () => {
    expect(flightSelectable({ teams: 3, capacity: 4, players: 3 }, 4, 1)).toBe(true);
    expect(flightSelectable({ teams: 4, capacity: 4, players: 4 }, 4, 1)).toBe(false);
    expect(flightSelectable({ teams: 2, capacity: 4, players: 2 }, 2, 1)).toBe(false);
    expect(flightSelectable({ teams: 2, capacity: 3, players: 2 }, 4, 1)).toBe(true);
    expect(flightSelectable({ teams: 3, capacity: 3, players: 3 }, 4, 1)).toBe(false);
  });
  it('a flight whose places are taken by members and their guests cannot be chosen', () => {
    expect(flightSelectable({ teams: 2, capacity: 4, players: 4 }, 4, 1)).toBe(false);
    expect(flightSelectable({ teams: 2, capacity: 4, players: 3 }, 4, 1)).toBe(true);
    // Teams of two: four teams of a flight are eight players.
    expect(flightSelectable({ teams: 3, capacity: 4, players: 6 }, 4, 2)).toBe(true);
  });
  it("a tee is one of the gender's tees; none asked gives the first", () => {
    const tees = { m: [1, 2], v: [3] };
    expect(teeFor(tees, 'm', 2)).toEqual({ teeId: 2, refused: false });
    expect(teeFor(tees, 'v', 2)).toEqual({ teeId: null, refused: true });
    expect(teeFor(tees, 'v', null)).toEqual({ teeId: 3, refused: false });
    expect(teeFor({ m: [], v: [] }, 'm', undefined)).toEqual({ teeId: null, refused: false });
  });
});

describe('form allowances (Appendix C)', () => {
  it('gives each player the individual figure in stableford and the side figures in greensomes', () => {
    expect(formAllowances('stableford', 1)).toEqual({ perPlayer: true, allowances: [95] });
    expect(formAllowances('four_ball', 2)).toEqual({ perPlayer: true, allowances: [85, 85] });
    expect(formAllowances('greensomes', 2)).toEqual({ perPlayer: false, allowances: [60, 40] });
    expect(formAllowances('foursomes', 2)).toEqual({ perPlayer: false, allowances: [50, 50] });
    expect(formAllowances('scramble', 3)).toEqual({ perPlayer: false, allowances: [30, 20, 10] });
  });
});

describe('categories a member may sign up in (spec §3 Match categories)', () => {
  const b = { handicap_min: 18.5, handicap_max: 36, geslacht: null };
  const ladies = { handicap_min: null, handicap_max: 18.4, geslacht: 'v' };

  it('fits the index range, both ends included, and the gender where one is named', () => {
    expect(fitsCategory(b, { handicap: 18.5, geslacht: 'm' })).toBe(true);
    expect(fitsCategory(b, { handicap: 36, geslacht: 'v' })).toBe(true);
    expect(fitsCategory(b, { handicap: 18.4, geslacht: 'm' })).toBe(false);
    expect(fitsCategory(b, { handicap: 36.1, geslacht: 'm' })).toBe(false);
    expect(fitsCategory(ladies, { handicap: -2, geslacht: 'v' })).toBe(true);
    expect(fitsCategory(ladies, { handicap: -2, geslacht: 'm' })).toBe(false);
  });

  it('a member without an index fits any range, not another gender', () => {
    expect(fitsCategory(b, { handicap: null, geslacht: 'm' })).toBe(true);
    expect(fitsCategory(ladies, { handicap: null, geslacht: 'm' })).toBe(false);
  });

  it("a team form's category is the side's: any may be chosen", () => {
    const member = { handicap: 10, geslacht: 'm' };
    expect(categoryOpenTo({ spelers: 1 }, b, member)).toBe(false);
    expect(categoryOpenTo({ spelers: 2 }, b, member)).toBe(true);
  });
});
