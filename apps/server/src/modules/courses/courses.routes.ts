import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CountriesResponse,
  Course,
  CoursesResponse,
  CourseTeeParams,
  HolesQuery,
  HolesResponse,
  IdParams,
  TeesResponse,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { CoursesService } from './courses.service';

const errors = errorResponses(400, 401, 404);

/** spec §7 "Courses": the calls cards need (own club, foreign variants, countries). */
export const coursesRoutes =
  (courses: CoursesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['courses'];
    app.get(
      '/api/courses',
      { schema: { tags, response: { 200: CoursesResponse, ...errors } } },
      (req) => courses.list(requireAuth(req)),
    );
    app.get(
      '/api/course/:id',
      { schema: { tags, params: IdParams, response: { 200: Course, ...errors } } },
      (req) => courses.course(requireAuth(req), req.params.id),
    );
    // The same two calls for the own club's courses and for those of clubs off the platform.
    for (const [prefix, foreign] of [
      ['/api/courses', false],
      ['/api/foreign/courses', true],
    ] as const) {
      app.get(
        `${prefix}/:id/tees`,
        { schema: { tags, params: IdParams, response: { 200: TeesResponse, ...errors } } },
        (req) => courses.tees(requireAuth(req), req.params.id, { foreign }),
      );
      app.get(
        `${prefix}/:id/tees/:tee/holes`,
        {
          schema: {
            tags,
            params: CourseTeeParams,
            querystring: HolesQuery,
            response: { 200: HolesResponse, ...errors },
          },
        },
        (req) =>
          courses.holes(
            requireAuth(req),
            { course: req.params.id, tee: req.params.tee },
            { foreign, holes: req.query.holes, teamId: req.query.team_id },
          ),
      );
    }
    app.get(
      '/api/clubs/foreign/:id/courses',
      { schema: { tags, params: IdParams, response: { 200: CoursesResponse, ...errors } } },
      (req) => {
        requireAuth(req);
        return courses.foreignClubCourses(req.params.id);
      },
    );
    app.get(
      '/api/countries',
      { schema: { tags, response: { 200: CountriesResponse, ...errors } } },
      (req) => {
        requireAuth(req);
        return courses.countries();
      },
    );
  };
