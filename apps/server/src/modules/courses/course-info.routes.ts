import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseInfoResponse,
  CourseStatus,
  CourseStatusRequest,
  CourseTeeParams,
  ForeignPhcpQuery,
  IdParams,
  PhcpCalculateRequest,
  PhcpQuery,
  PhcpResponse,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { CourseInfoService } from './course-info.service';
import type { PhcpService } from './phcp.service';

const errors = errorResponses(400, 401, 403, 404);

/** spec §7 Courses: course information with the day's status, and the playing-handicap calls. */
export const courseInfoRoutes =
  (info: CourseInfoService, phcp: PhcpService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['courses'];
    app.get(
      '/api/courses/info',
      { schema: { tags, response: { 200: CourseInfoResponse, ...errors } } },
      (req) => info.info(requireAuth(req)),
    );
    app.post(
      '/api/courses/:id/status',
      {
        schema: {
          tags,
          params: IdParams,
          body: CourseStatusRequest,
          response: { 200: CourseStatus, ...errors },
        },
      },
      (req) => info.setStatus(requireAuth(req), req.params.id, req.body),
    );
    app.get(
      '/api/courses/phcp',
      { schema: { tags, querystring: PhcpQuery, response: { 200: PhcpResponse, ...errors } } },
      (req) => phcp.own(requireAuth(req), req.query),
    );
    app.post(
      '/api/courses/phcp/calculate',
      { schema: { tags, body: PhcpCalculateRequest, response: { 200: PhcpResponse, ...errors } } },
      (req) => phcp.calculate(requireAuth(req), req.body),
    );
    app.get(
      '/api/foreign/courses/:id/tees/:tee/phcp',
      {
        schema: {
          tags,
          params: CourseTeeParams,
          querystring: ForeignPhcpQuery,
          response: { 200: PhcpResponse, ...errors },
        },
      },
      (req) =>
        phcp.foreignTee(
          requireAuth(req),
          { course: req.params.id, tee: req.params.tee },
          req.query.format,
        ),
    );
  };
