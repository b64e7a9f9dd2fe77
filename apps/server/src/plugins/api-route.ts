import type { FastifyRequest } from 'fastify';

/**
 * The /api path a request is answered by, or null when it is not an /api call. It is decided by
 * the route the router matched: the router decodes a percent-encoded path first (`/%61pi/clubs`
 * runs `/api/clubs`), so the raw `request.url` need not name the route that runs, and a hook
 * reading it would let such a path past the session and CSRF rules. Every hook that treats /api
 * calls apart asks here, so they agree with the router and with each other. A path no route
 * matched keeps its raw form: `/api/…` of no route still needs a session (401), so an anonymous
 * caller learns nothing of which routes exist.
 */
export function apiPath(request: FastifyRequest): string | null {
  const path = request.routeOptions.url ?? request.url;
  return path.startsWith('/api/') ? path : null;
}
