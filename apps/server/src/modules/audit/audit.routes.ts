import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListResponse, AuditQuery, errorResponses } from '@fairway/contract';
import { sendFile } from '../../lib/export-file';
import { requireAuth } from '../../plugins/session';
import type { AuditService } from './audit.service';

const errors = errorResponses(400, 401, 403);

/** The audit trail (role administrator): a page on screen, and the same filter as a CSV file. */
export const auditRoutes =
  (audit: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { role: 'administrator' } as const;
    app.get(
      '/api/admin/audit',
      {
        schema: { tags, querystring: AuditQuery, response: { 200: AuditListResponse, ...errors } },
        config,
      },
      (req) => audit.list(requireAuth(req), req.query),
    );
    app.get(
      '/api/admin/audit/export',
      {
        schema: { tags, querystring: AuditQuery, response: { 200: z.any(), ...errors } },
        config,
      },
      async (req, reply) =>
        sendFile(reply, await audit.exportFile(requireAuth(req), req.query, 'csv')),
    );
  };
