import { and, eq } from 'drizzle-orm';
import type { Attendance } from '@fairway/contract';
import type { Db } from '../../db/db';
import { bookings } from '../../db/schema';

/** A booked place as the starter's mark needs it. */
export interface MarkedPlace {
  id: number;
  date: string;
  time: string;
  start_tee: number;
  attendance: Attendance | null;
}

/** The starter's marks on a course's booked places (bookings.attendance). */
export class TeeSheetDayRepository {
  constructor(readonly db: Db) {}

  /**
   * The course's place `id`, held until `tx` ends: two marks of one player go one after another,
   * each with the mark it replaced in its audit row.
   */
  async place(
    tx: Db,
    clubId: number,
    courseId: number,
    id: number,
  ): Promise<MarkedPlace | undefined> {
    const [row] = await tx
      .select({
        id: bookings.id,
        date: bookings.date,
        time: bookings.time,
        start_tee: bookings.start_tee,
        attendance: bookings.attendance,
      })
      .from(bookings)
      .where(
        and(eq(bookings.club_id, clubId), eq(bookings.course_id, courseId), eq(bookings.id, id)),
      )
      .for('update');
    return row;
  }

  async mark(tx: Db, clubId: number, id: number, attendance: Attendance | null): Promise<void> {
    await tx
      .update(bookings)
      .set({ attendance })
      .where(and(eq(bookings.club_id, clubId), eq(bookings.id, id)));
  }
}
