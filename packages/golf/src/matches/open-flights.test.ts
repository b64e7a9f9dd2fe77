import { describe, expect, it } from 'vitest';
import { openFlights } from './open-flights';

const greensome = { start: '10:00', max_deelnemers: 32, spelers: 2, spelers_per_flight: 2 };

describe('openFlights', () => {
  it('makes enough flights for a full field, at the sheet interval from the start', () => {
    const flights = openFlights(greensome, [10]);
    expect(flights).toHaveLength(8);
    expect(flights[0]).toEqual({ nummer: 1, starttijd: '10:00', capacity: 2 });
    expect(flights[7]).toEqual({ nummer: 8, starttijd: '11:10', capacity: 2 });
  });

  it('rounds a field that does not fill its last flight up to one more flight', () => {
    const flights = openFlights(
      { ...greensome, spelers: 1, max_deelnemers: 9, spelers_per_flight: 4 },
      [8],
    );
    expect(flights.map((f) => f.starttijd)).toEqual(['10:00', '10:08', '10:16']);
  });

  it('takes alternating intervals in turn', () => {
    const flights = openFlights({ ...greensome, max_deelnemers: 16 }, [8, 9]);
    expect(flights.map((f) => f.starttijd)).toEqual(['10:00', '10:08', '10:17', '10:25']);
  });

  it('starts no flight after the day ends', () => {
    const late = openFlights({ ...greensome, start: '23:30', max_deelnemers: 500 }, [10]);
    expect(late.map((f) => f.starttijd)).toEqual(['23:30', '23:40', '23:50']);
  });

  it('takes every ten minutes where the course gives no pattern', () => {
    const flights = openFlights({ ...greensome, max_deelnemers: 12 }, []);
    expect(flights.map((f) => f.starttijd)).toEqual(['10:00', '10:10', '10:20']);
  });
});
