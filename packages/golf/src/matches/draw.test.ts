import { describe, expect, it } from 'vitest';
import { inputErrorField } from './input-error-field';
import { drawStartList, type DrawEntry, type DrawOptions } from './draw';

const options: DrawOptions = {
  order: 'handicap',
  playersPerFlight: 4,
  firstTime: '09:00',
  intervalMinutes: 10,
  start: 'one_tee',
  courseHoles: 18,
};

/** n players, id i+1, handicap descending with id (so handicap order is the reverse of ids). */
function field(n: number, extra: (i: number) => Partial<DrawEntry> = () => ({})): DrawEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    handicapTenths: 300 - i * 10,
    signupOrder: i + 1,
    preference: null,
    ...extra(i),
  }));
}

const sizes = (r: ReturnType<typeof drawStartList>) => r.flights.map((f) => f.entries.length);

describe('drawStartList', () => {
  it('fills flights by handicap, lowest first, at the interval from the first time', () => {
    const r = drawStartList(field(8), options);
    expect(r.flights).toEqual([
      { number: 1, time: '09:00', tee: 1, group: 'A', entries: [8, 7, 6, 5] },
      { number: 2, time: '09:10', tee: 1, group: 'A', entries: [4, 3, 2, 1] },
    ]);
    expect(r.preferenceNotMet).toEqual([]);
  });

  it('fills flights in sign-up order when asked', () => {
    const r = drawStartList(field(8), { ...options, order: 'signup' });
    expect(r.flights.map((f) => f.entries)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
  });

  it('splits an odd field into flights differing by at most one, the smaller ones first', () => {
    expect(sizes(drawStartList(field(10), options))).toEqual([3, 3, 4]);
    expect(sizes(drawStartList(field(13), options))).toEqual([3, 3, 3, 4]);
    expect(sizes(drawStartList(field(5), options))).toEqual([2, 3]);
    expect(sizes(drawStartList(field(1), options))).toEqual([1]);
    expect(sizes(drawStartList(field(7), { ...options, playersPerFlight: 3 }))).toEqual([2, 2, 3]);
  });

  it('gives the same list whatever order the registrations come in', () => {
    const entries = field(11, (i) => ({
      preference: i % 3 === 0 ? 'early' : i % 3 === 1 ? 'late' : null,
    }));
    const a = drawStartList(entries, options);
    const b = drawStartList([...entries].reverse(), options);
    expect(b).toEqual(a);
  });

  it('breaks equal handicaps by sign-up order', () => {
    const entries = field(4, (i) => ({ handicapTenths: 180, signupOrder: 10 - i }));
    expect(
      drawStartList(entries, { ...options, playersPerFlight: 2 }).flights.map((f) => f.entries),
    ).toEqual([
      [4, 3],
      [2, 1],
    ]);
  });

  it('puts early wishes in the first half and late wishes in the last half', () => {
    // 12 players by handicap: 12, 11, …, 1; player 1 (highest) wants early, 12 (lowest) late.
    const entries = field(12, (i) => ({
      preference: i === 0 ? 'early' : i === 11 ? 'late' : null,
    }));
    const r = drawStartList(entries, options);
    expect(r.flights[0]?.entries).toEqual([1, 11, 10, 9]);
    expect(r.flights[2]?.entries).toEqual([4, 3, 2, 12]);
    expect(r.preferenceNotMet).toEqual([]);
  });

  it('grants early wishes in sign-up order when there are more than early places', () => {
    // 3 flights of 4: one early flight (4 places), six players want early.
    const entries = field(12, (i) => ({ preference: i < 6 ? 'early' : null, signupOrder: 12 - i }));
    const r = drawStartList(entries, options);
    // Sign-up order: id 6 signed up first, then 5, 4, 3 → granted; 2 and 1 are not.
    expect([...(r.flights[0]?.entries ?? [])].sort()).toEqual([3, 4, 5, 6]);
    expect(r.preferenceNotMet).toEqual([1, 2]);
    // The two who missed out start as early as the rest allows: at the front of flight 2.
    expect(r.flights[1]?.entries.slice(0, 2).sort()).toEqual([1, 2]);
  });

  it('meets no wish when a single flight is neither early nor late', () => {
    const r = drawStartList(
      field(3, (i) => ({ preference: i === 0 ? 'early' : null })),
      options,
    );
    expect(r.flights).toHaveLength(1);
    expect(r.preferenceNotMet).toEqual([1]);
  });

  it('keeps a team together and counts all its players', () => {
    // Better ball: four teams of two, 3 per flight would split them; the draw never does.
    const entries = field(8, (i) => ({ teamId: 100 + Math.floor(i / 2) }));
    const r = drawStartList(entries, { ...options, playersPerFlight: 3 });
    for (const f of r.flights) {
      const teams = new Set(f.entries.map((id) => 100 + Math.floor((id - 1) / 2)));
      expect(f.entries.length).toBe(teams.size * 2);
    }
    expect(sizes(r)).toEqual([2, 2, 2, 2]);
    // Two teams per four-ball: lowest team average first (players 7+8, then 5+6, …).
    expect(drawStartList(entries, options).flights.map((f) => f.entries)).toEqual([
      [7, 8, 5, 6],
      [3, 4, 1, 2],
    ]);
  });

  it('gives a team the wish of its first member to sign up with one', () => {
    const entries = field(8, (i) => ({
      teamId: 100 + Math.floor(i / 2),
      preference: i === 1 ? 'late' : i === 6 ? 'early' : null,
    }));
    const r = drawStartList(entries, options);
    expect(r.flights[0]?.entries).toContain(7);
    expect(r.flights[0]?.entries).toContain(8);
    expect(r.flights[1]?.entries).toEqual(expect.arrayContaining([1, 2]));
    expect(r.preferenceNotMet).toEqual([]);
  });

  it('starts two tees in waves', () => {
    const r = drawStartList(field(16), { ...options, start: 'two_tees' });
    expect(r.flights.map((f) => [f.time, f.tee])).toEqual([
      ['09:00', 1],
      ['09:00', 10],
      ['09:10', 1],
      ['09:10', 10],
    ]);
    const nine = drawStartList(field(8), {
      ...options,
      start: 'two_tees',
      secondTee: 5,
      courseHoles: 9,
    });
    expect(nine.flights.map((f) => f.tee)).toEqual([1, 5]);
  });

  it('starts a shotgun on holes 1, 2, … at one time, with B flights when holes run out', () => {
    const r = drawStartList(
      field(20, (i) => ({ preference: i === 0 ? 'late' : null })),
      {
        ...options,
        start: 'shotgun',
        courseHoles: 9,
        playersPerFlight: 2,
      },
    );
    expect(r.flights).toHaveLength(10);
    expect(new Set(r.flights.map((f) => f.time))).toEqual(new Set(['09:00']));
    expect(r.flights.map((f) => `${f.tee}${f.group}`)).toEqual([
      '1A',
      '2A',
      '3A',
      '4A',
      '5A',
      '6A',
      '7A',
      '8A',
      '9A',
      '1B',
    ]);
    expect(r.preferenceNotMet).toEqual([1]);
    expect(() =>
      drawStartList(field(19), {
        ...options,
        start: 'shotgun',
        courseHoles: 9,
        playersPerFlight: 1,
      }),
    ).toThrow(/do not fit a shotgun/);
  });

  it('returns an empty list for no registrations', () => {
    expect(drawStartList([], options)).toEqual({ flights: [], preferenceNotMet: [] });
  });

  it('refuses options and entries it cannot draw, naming the field', () => {
    expect(
      inputErrorField(() => drawStartList(field(4), { ...options, playersPerFlight: 5 })),
    ).toBe('playersPerFlight');
    expect(inputErrorField(() => drawStartList(field(4), { ...options, firstTime: '9:00' }))).toBe(
      'firstTime',
    );
    expect(inputErrorField(() => drawStartList(field(4), { ...options, intervalMinutes: 0 }))).toBe(
      'intervalMinutes',
    );
    expect(
      inputErrorField(() => drawStartList(field(4), { ...options, order: 'x' as never })),
    ).toBe('order');
    expect(
      inputErrorField(() =>
        drawStartList(field(4), { ...options, start: 'two_tees', secondTee: 19 }),
      ),
    ).toBe('secondTee');
    expect(inputErrorField(() => drawStartList([...field(2), ...field(1)], options))).toBe(
      'entries[2].id',
    );
    expect(
      inputErrorField(() =>
        drawStartList(
          field(3, () => ({ teamId: 1 })),
          { ...options, playersPerFlight: 2 },
        ),
      ),
    ).toBe('playersPerFlight');
    expect(
      inputErrorField(() =>
        drawStartList(field(200), { ...options, playersPerFlight: 1, firstTime: '23:00' }),
      ),
    ).toBe('firstTime');
  });
});
