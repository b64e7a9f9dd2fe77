import type { FastifyInstance } from 'fastify';
import type { ClubRole } from '@fairway/contract';
import type { Auth } from '../club-context/caller';
import { requireAuth } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The club role an /api/admin call needs ('member': any member, for the rights call every
     * start makes). Every admin route names one; the server refuses to start otherwise.
     */
    role?: ClubRole | 'member';
  }
  interface FastifyInstance {
    /** Every admin route with the role it needs (the role-matrix test calls each as every role). */
    adminRoutes: AdminRoute[];
  }
}

export interface AdminRoute {
  method: string;
  url: string;
  role: ClubRole | 'member';
}

/** What checks a role: the club context (an administrator may act as every role). */
export interface RoleCheck {
  requireRole(auth: Pick<Auth, 'clubId' | 'relatieId'>, role: ClubRole): Promise<void>;
}

const ADMIN_PREFIX = '/api/admin';

/**
 * The back office's role check, in one place for every admin call: a route under /api/admin
 * names its role (config.role) or the server does not start, and a caller without the role is
 * refused (403) before the body is validated or anything is read, so a member learns nothing of
 * an admin call's input. Services still check their own finer rules (a match of the club, the
 * last administrator).
 */
export function registerAdminRoles(app: FastifyInstance, roles: RoleCheck): void {
  const table: AdminRoute[] = [];
  app.decorate('adminRoutes', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const role = route.config?.role;
    if (!role)
      throw new Error(
        `${String(route.method)} ${route.url}: an admin route names its role (config.role)`,
      );
    for (const method of [route.method].flat())
      if (method !== 'HEAD') table.push({ method, url: route.url, role });
  });
  app.addHook('preValidation', async (request) => {
    const role = request.routeOptions.config.role;
    if (!role || role === 'member') return;
    await roles.requireRole(requireAuth(request), role);
  });
}
