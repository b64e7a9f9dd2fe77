/** The tee time a new booking is for, as the create screen's address carries it. */
export interface CreateTarget {
  courseId: number | null;
  date: string | null;
  time: string | null;
  holes: number | null;
  timestamp: number | null;
  /** The tee the flight starts from (1 unless the course has two start tees). */
  startTee: number;
  /** Places free in the time when it was chosen (the server has the last word). */
  places: number | null;
  /** Tee 10: the tee-1 time of an 18-hole round's turn (the sheet's `turn_time`), or null. */
  turn: string | null;
}

export function createLink(
  target: Omit<CreateTarget, 'places' | 'turn'> & { places: number; turn?: string | null },
): string {
  const q = new URLSearchParams();
  if (target.courseId !== null) q.set('course', String(target.courseId));
  if (target.date) q.set('date', target.date);
  if (target.time) q.set('time', target.time);
  if (target.holes !== null) q.set('holes', String(target.holes));
  if (target.timestamp !== null) q.set('ts', String(target.timestamp));
  if (target.startTee !== 1) q.set('tee', String(target.startTee));
  q.set('places', String(target.places));
  if (target.turn) q.set('turn', target.turn);
  return `/app/booking/create?${q.toString()}`;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const int = (v: string | null): number | null => {
  if (v === null || !/^\d{1,10}$/.test(v)) return null;
  return Number(v);
};

/** Reads the create screen's address; anything missing or unreadable is null. */
export function readCreateTarget(search: string): CreateTarget {
  const q = new URLSearchParams(search);
  const date = q.get('date');
  const time = q.get('time');
  const turn = q.get('turn');
  return {
    courseId: int(q.get('course')),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    time: time && CLOCK.test(time) ? time : null,
    holes: int(q.get('holes')),
    timestamp: int(q.get('ts')),
    startTee: int(q.get('tee')) ?? 1,
    places: int(q.get('places')),
    turn: turn && CLOCK.test(turn) ? turn : null,
  };
}
