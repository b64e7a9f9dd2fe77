import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminTeeSheet, AdminTeeSheetInput, CourseParams, errorResponses } from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import { COURSE_ROLE } from './course-admin.service';
import type { TeeSheetAdminService } from './tee-sheet-admin.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** A course's tee-sheet layout (role tee_sheet_manager; 404 for another club's course). */
export const teeSheetAdminRoutes =
  (sheets: TeeSheetAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { role: COURSE_ROLE };
    const response = { 200: AdminTeeSheet, ...errors };
    app.get(
      '/api/admin/courses/:course_id/tee-sheet',
      { schema: { tags, params: CourseParams, response }, config },
      (req) => sheets.get(requireAuth(req), req.params.course_id),
    );
    app.put(
      '/api/admin/courses/:course_id/tee-sheet',
      {
        schema: { tags, params: CourseParams, body: AdminTeeSheetInput, response },
        config: { ...config, idempotent: true },
      },
      (req) => sheets.save(requireAuth(req), req.params.course_id, req.body),
    );
  };
