import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Auth } from '../club-context/caller';
import { apiPath } from './api-route';

export const SESSION_COOKIE = 'fw_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's club and member, or null when not logged in. */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, clubs, i18n, health, docs). */
    public?: boolean;
  }
}

/** What turns a session cookie's token into its caller (the auth module's service). */
export interface SessionResolver {
  authenticate(token: string): Promise<Auth | null>;
}

/** Resolves the session cookie and refuses non-public /api routes without a session (401) before
 * the body is even validated, so an anonymous caller learns nothing about a route's input. */
export function registerSession(app: FastifyInstance, auth: SessionResolver): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // The API docs are public (read before any login); everything else under /api needs a session.
    const path = apiPath(request);
    if (!path || path.startsWith('/api/docs')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await auth.authenticate(token) : null;
    if (!request.auth && !request.routeOptions.config.public) {
      throw new AppError('UNAUTHENTICATED', 'not logged in');
    }
  });
}

/** The session of a route that is not public (the preHandler guarantees it is there). */
export function requireAuth(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'not logged in');
  return request.auth;
}
