import { describe, expect, it } from 'vitest';
import {
  courseStartTees,
  crossesOver,
  startsFromTeeAt,
  startTeeRefusal,
  startTeesProblem,
  turnTime,
} from './start-tees';

describe('startTeesProblem', () => {
  it('takes tee 1 on any course and tees 1 and 10 on an 18-hole course, in any order', () => {
    expect(startTeesProblem([1], 9)).toBeNull();
    expect(startTeesProblem([1], 18)).toBeNull();
    expect(startTeesProblem([1, 10], 18)).toBeNull();
    expect(startTeesProblem([10, 1], 18)).toBeNull();
  });
  it('refuses tee 10 on a 9-hole course and any other set of tees', () => {
    expect(startTeesProblem([1, 10], 9)).toMatch(/18-hole/);
    expect(startTeesProblem([10], 18)).toMatch(/tee 1/);
    expect(startTeesProblem([], 18)).toMatch(/tee 1/);
    expect(startTeesProblem([1, 1], 18)).toMatch(/tee 1/);
    expect(startTeesProblem([1, 9], 18)).toMatch(/tee 1/);
  });
});

describe('courseStartTees', () => {
  it("offers the course's tees while they fit it, tee 1 alone otherwise", () => {
    expect(courseStartTees([10, 1], 18)).toEqual([1, 10]);
    expect(courseStartTees([1, 10], 9)).toEqual([1]);
    expect(courseStartTees([1], 18)).toEqual([1]);
  });
});

describe('startTeeRefusal', () => {
  it('starts any round from a start tee of the course', () => {
    expect(startTeeRefusal(1, [1, 10])).toBeNull();
    expect(startTeeRefusal(1, [1])).toBeNull();
    expect(startTeeRefusal(10, [1, 10])).toBeNull();
  });
  it('refuses a tee the course does not start from', () => {
    expect(startTeeRefusal(10, [1])).toBe('not_a_start_tee');
    expect(startTeeRefusal(4, [1, 10])).toBe('not_a_start_tee');
  });
});

describe('crossesOver', () => {
  it('is an 18-hole round from tee 10 only', () => {
    expect(crossesOver(10, 18)).toBe(true);
    expect(crossesOver(10, 9)).toBe(false);
    expect(crossesOver(1, 18)).toBe(false);
    expect(crossesOver(1, 9)).toBe(false);
  });
});

describe('turnTime', () => {
  const day = ['08:00', '08:10', '08:20', '09:50', '10:00', '10:10', '10:20'];
  it("is the day's first tee time a nine's playing time after the start", () => {
    expect(turnTime(day, '08:00', 120)).toBe('10:00');
    expect(turnTime(day, '08:10', 120)).toBe('10:10');
    // Between two tee times: the later one, never one before the flight can be there.
    expect(turnTime(day, '08:05', 120)).toBe('10:10');
    expect(turnTime(day, '08:00', 110)).toBe('09:50');
  });
  it('is null when the day has no tee time that late', () => {
    expect(turnTime(day, '08:30', 120)).toBeNull();
    expect(turnTime([], '08:00', 120)).toBeNull();
    expect(turnTime(day, 'later', 120)).toBeNull();
  });
});

describe('startsFromTeeAt', () => {
  it('starts flights from tee 10 until the first flights from tee 1 make the turn', () => {
    expect(startsFromTeeAt(10, '08:00', '08:00', 120)).toBe(true);
    expect(startsFromTeeAt(10, '09:54', '08:00', 120)).toBe(true);
    expect(startsFromTeeAt(10, '10:00', '08:00', 120)).toBe(false);
    expect(startsFromTeeAt(10, '16:00', '08:00', 120)).toBe(false);
    // A winter day starting later keeps tee 10 open as long after its own first start.
    expect(startsFromTeeAt(10, '10:30', '09:00', 120)).toBe(true);
  });
  it('starts flights from tee 1 all day', () => {
    expect(startsFromTeeAt(1, '16:00', '08:00', 120)).toBe(true);
    expect(startsFromTeeAt(1, '07:00', '08:00', 60)).toBe(true);
  });
});
