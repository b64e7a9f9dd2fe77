import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  REPORT_FORMATS,
  REPORT_QUERIES,
  REPORT_ROLES,
  type ReportFormat,
  type ReportKind,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import { sendFile, type ExportFile } from '../../lib/export-file';
import { requireAuth } from '../../plugins/session';
import type { ReportsService } from './reports.service';

const errors = errorResponses(400, 401, 403);

/**
 * The back office's reports, `GET /api/admin/reports/<kind>.<format>`: one route per file, so
 * each has its own query schema (a bad date is a 400 naming the field) and its own role
 * (REPORT_ROLES: the tee sheet's reports for its manager too), and the role matrix test calls each
 * as every role.
 */
export const reportsRoutes =
  (reports: ReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    const make: {
      [K in ReportKind]: (auth: Auth, q: never, format: ReportFormat) => Promise<ExportFile>;
    } = {
      members: (auth, _q, format) => reports.members(auth, format),
      bookings: (auth, q, format) => reports.bookings(auth, q, format),
      cancellations: (auth, q, format) => reports.cancellations(auth, q, format),
      matches: (auth, q, format) => reports.matches(auth, q, format),
      payments: (auth, q, format) => reports.payments(auth, q, format),
      audit: (auth, q, format) => reports.audit(auth, q, format),
    };
    for (const [kind, querystring] of Object.entries(REPORT_QUERIES) as [ReportKind, z.ZodType][])
      for (const format of REPORT_FORMATS)
        app.get(
          `/api/admin/reports/${kind}.${format}`,
          {
            schema: { tags: ['admin'], querystring, response: { 200: z.any(), ...errors } },
            config: { role: REPORT_ROLES[kind] },
          },
          async (req, reply) =>
            sendFile(reply, await make[kind](requireAuth(req), req.query as never, format)),
        );
  };
