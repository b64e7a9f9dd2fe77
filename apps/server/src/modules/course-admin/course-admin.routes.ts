import {
  AdminCourse,
  AdminCourseEdit,
  AdminCourseInput,
  AdminCourseListResponse,
  AdminTeeInput,
  CourseImportPreview,
  CourseImportRequest,
  CourseImportResult,
  CourseParams,
  ImportParams,
  TeeParams,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import { COURSE_ROLE, type CourseAdminService } from './course-admin.service';
import type { CourseImportService } from './course-import.service';

/**
 * The club's courses and tees (role tee_sheet_manager; 403 for other members, 404 for another
 * club's course) and their import. Every write takes an Idempotency-Key.
 */
export const courseAdminRoutes = (courses: CourseAdminService, imports: CourseImportService) =>
  adminRoutes(COURSE_ROLE, (app, { tags, config, write, errors }) => {
    const course = { 200: AdminCourse, ...errors };

    app.get(
      '/api/admin/courses',
      { schema: { tags, response: { 200: AdminCourseListResponse, ...errors } }, config },
      (req) => courses.list(requireAuth(req)),
    );
    app.get(
      '/api/admin/courses/:course_id',
      { schema: { tags, params: CourseParams, response: course }, config },
      (req) => courses.get(requireAuth(req), req.params.course_id),
    );
    app.post(
      '/api/admin/courses',
      {
        schema: { tags, body: AdminCourseInput, response: { 201: AdminCourse, ...errors } },
        ...write,
      },
      async (req, reply) => {
        const created = await courses.create(requireAuth(req), req.body);
        reply.code(201);
        return created;
      },
    );
    app.put(
      '/api/admin/courses/:course_id',
      { schema: { tags, params: CourseParams, body: AdminCourseEdit, response: course }, ...write },
      (req) => courses.edit(requireAuth(req), req.params.course_id, req.body),
    );
    app.post(
      '/api/admin/courses/:course_id/tees',
      {
        schema: {
          tags,
          params: CourseParams,
          body: AdminTeeInput,
          response: { 201: AdminCourse, ...errors },
        },
        ...write,
      },
      async (req, reply) => {
        const changed = await courses.createTee(requireAuth(req), req.params.course_id, req.body);
        reply.code(201);
        return changed;
      },
    );
    app.put(
      '/api/admin/courses/:course_id/tees/:tee_id',
      { schema: { tags, params: TeeParams, body: AdminTeeInput, response: course }, ...write },
      (req) => courses.editTee(requireAuth(req), req.params, req.body),
    );
    app.delete(
      '/api/admin/courses/:course_id/tees/:tee_id',
      { schema: { tags, params: TeeParams, response: course }, ...write },
      (req) => courses.deleteTee(requireAuth(req), req.params),
    );
    app.post(
      '/api/admin/courses/import/preview',
      {
        schema: {
          tags,
          body: CourseImportRequest,
          response: { 200: CourseImportPreview, ...errors },
        },
        ...write,
      },
      (req) => imports.preview(requireAuth(req), req.body),
    );
    app.post(
      '/api/admin/courses/import/:import_id/apply',
      {
        schema: { tags, params: ImportParams, response: { 200: CourseImportResult, ...errors } },
        ...write,
      },
      (req) => imports.apply(requireAuth(req), req.params.import_id),
    );
  });
