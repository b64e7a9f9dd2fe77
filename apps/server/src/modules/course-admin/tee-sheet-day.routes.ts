import {
  AdminDayQuery,
  AdminTeeSheetDay,
  AttendanceInput,
  AttendanceParams,
  CourseParams,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import { COURSE_ROLE } from './course-admin.service';
import type { TeeSheetDayService } from './tee-sheet-day.service';

/**
 * A course's day for the starter (role tee_sheet_manager; 404 for another club's course or
 * booking): the booked players, and each one's mark arrived or no-show.
 */
export const teeSheetDayRoutes = (days: TeeSheetDayService) =>
  adminRoutes(COURSE_ROLE, (app, { tags, config, errors }) => {
    const response = { 200: AdminTeeSheetDay, ...errors };
    app.get(
      '/api/admin/courses/:course_id/day',
      { schema: { tags, params: CourseParams, querystring: AdminDayQuery, response }, config },
      (req) => days.day(requireAuth(req), req.params.course_id, req.query.date),
    );
    app.put(
      '/api/admin/courses/:course_id/day/bookings/:booking_id/attendance',
      {
        schema: { tags, params: AttendanceParams, body: AttendanceInput, response },
        config: { ...config, idempotent: true },
      },
      (req) => days.mark(requireAuth(req), req.params, req.body),
    );
  });
