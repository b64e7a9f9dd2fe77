import { z } from 'zod';
import {
  AdminMember,
  AdminMemberCategoriesResponse,
  AdminMemberCategory,
  AdminMemberCategoryInput,
  AdminMemberExportQuery,
  AdminMemberInput,
  AdminMemberListQuery,
  AdminMemberListResponse,
  AdminMemberSummary,
  AdminPasswordLinkResponse,
  IdParams,
  MemberParams,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import type { MemberAdminService } from './member-admin.service';
import type { MemberCategoriesService } from './member-categories.service';
import { sendFile } from '../../lib/export-file';
import type { MemberExportService } from './member-export.service';
import type { MemberStatusService } from './member-status.service';

/** The member administration's services, one per job. */
export interface MemberAdminServices {
  members: MemberAdminService;
  status: MemberStatusService;
  categories: MemberCategoriesService;
  exports: MemberExportService;
}

/**
 * The member administration's calls (role member_admin; 403 for other members, 404 for another
 * club's member). Every write takes an Idempotency-Key: the whole call runs in its transaction.
 */
export const memberAdminRoutes = ({ members, status, categories, exports }: MemberAdminServices) =>
  adminRoutes('member_admin', (app, { tags, config, write, errors }) => {
    const read = { config } as const;

    app.get(
      '/api/admin/members',
      {
        schema: {
          tags,
          querystring: AdminMemberListQuery,
          response: { 200: AdminMemberListResponse, ...errors },
        },
        ...read,
      },
      (req) => members.list(requireAuth(req), req.query),
    );
    app.get(
      '/api/admin/members/export',
      {
        schema: {
          tags,
          querystring: AdminMemberExportQuery,
          response: { 200: z.any(), ...errors },
        },
        ...read,
      },
      async (req, reply) => {
        return sendFile(reply, await exports.export(requireAuth(req), req.query.format));
      },
    );
    app.get(
      '/api/admin/members/:relatie_id',
      {
        schema: { tags, params: MemberParams, response: { 200: AdminMember, ...errors } },
        ...read,
      },
      (req) => members.get(requireAuth(req), req.params.relatie_id),
    );
    app.post(
      '/api/admin/members',
      {
        schema: { tags, body: AdminMemberInput, response: { 200: AdminMember, ...errors } },
        ...write,
      },
      (req) => members.create(requireAuth(req), req.body),
    );
    app.put(
      '/api/admin/members/:relatie_id',
      {
        schema: {
          tags,
          params: MemberParams,
          body: AdminMemberInput,
          response: { 200: AdminMember, ...errors },
        },
        ...write,
      },
      (req) => members.update(requireAuth(req), req.params.relatie_id, req.body),
    );
    const statusCall = (path: string, run: typeof status.deactivate) =>
      app.post(
        `/api/admin/members/:relatie_id/${path}`,
        {
          schema: { tags, params: MemberParams, response: { 200: AdminMemberSummary, ...errors } },
          ...write,
        },
        (req) => run.call(status, requireAuth(req), req.params.relatie_id),
      );
    statusCall('deactivate', status.deactivate);
    statusCall('reactivate', status.reactivate);
    app.post(
      '/api/admin/members/:relatie_id/password-link',
      {
        schema: {
          tags,
          params: MemberParams,
          response: { 200: AdminPasswordLinkResponse, ...errors },
        },
        ...write,
      },
      (req) => status.passwordLink(requireAuth(req), req.params.relatie_id),
    );

    app.get(
      '/api/admin/member-categories',
      { schema: { tags, response: { 200: AdminMemberCategoriesResponse, ...errors } }, ...read },
      (req) => categories.list(requireAuth(req)),
    );
    app.post(
      '/api/admin/member-categories',
      {
        schema: {
          tags,
          body: AdminMemberCategoryInput,
          response: { 200: AdminMemberCategory, ...errors },
        },
        ...write,
      },
      (req) => categories.create(requireAuth(req), req.body),
    );
    app.put(
      '/api/admin/member-categories/:id',
      {
        schema: {
          tags,
          params: IdParams,
          body: AdminMemberCategoryInput,
          response: { 200: AdminMemberCategory, ...errors },
        },
        ...write,
      },
      (req) => categories.update(requireAuth(req), req.params.id, req.body),
    );
    app.delete(
      '/api/admin/member-categories/:id',
      {
        schema: {
          tags,
          params: IdParams,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
        ...write,
      },
      (req) => categories.delete(requireAuth(req), req.params.id),
    );
  });
