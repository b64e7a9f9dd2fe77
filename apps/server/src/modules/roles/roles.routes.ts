import { z } from 'zod';
import {
  MemberParams,
  RoleHoldersResponse,
  SetRolesRequest,
  SetRolesResponse,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import type { RolesService } from './roles.service';

/** The club's roles (role administrator): who holds which, and setting a member's roles. */
export const rolesRoutes = (roles: RolesService) =>
  adminRoutes('administrator', (app, { tags, config, errors }) => {
    app.get(
      '/api/admin/roles',
      { schema: { tags, response: { 200: RoleHoldersResponse, ...errors } }, config },
      (req) => roles.holders(requireAuth(req)),
    );
    app.get(
      '/api/admin/roles/candidates',
      {
        schema: {
          tags,
          querystring: z.object({ q: z.string().trim().min(1).max(60) }),
          response: { 200: RoleHoldersResponse, ...errors },
        },
        config,
      },
      (req) => roles.search(requireAuth(req), req.query.q),
    );
    app.put(
      '/api/admin/members/:relatie_id/roles',
      {
        schema: {
          tags,
          params: MemberParams,
          body: SetRolesRequest,
          response: { 200: SetRolesResponse, ...errors },
        },
        config: { ...config, idempotent: true },
      },
      (req) => roles.set(requireAuth(req), req.params.relatie_id, req.body.roles),
    );
  });
