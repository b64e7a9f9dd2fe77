import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, type ClubRole } from '@fairway/contract';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Role = ClubRole | 'member';

/** The error answers of an admin call: bad input, no session, no role, not found, conflict, refused. */
const ADMIN_ERRORS = [400, 401, 403, 404, 409, 422] as const;

/**
 * What every call of one back-office role's routes carries: the API docs' tag, the role the admin
 * guard (admin-roles.ts) checks, on a write also the Idempotency-Key (`write`), and the error
 * answers for the docs.
 */
export interface AdminRouteKit<R extends Role, S extends readonly number[]> {
  tags: string[];
  config: { role: R };
  write: { config: { role: R; idempotent: true } };
  errors: ReturnType<typeof errorResponses<S>>;
}

/**
 * The routes of one back-office role, registered by `register` with that role's kit. `of` is the
 * role, or the role with the docs' tag and the error answers where a role's calls answer others.
 */
export const adminRoutes =
  <const R extends Role, const S extends readonly number[] = typeof ADMIN_ERRORS>(
    of: R | { role: R; tag?: string; errors?: S },
    register: (app: ZodApp, kit: AdminRouteKit<R, S>) => void,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const kit: { role: R; tag?: string; errors?: S } = typeof of === 'string' ? { role: of } : of;
    const { role, tag = 'admin', errors = ADMIN_ERRORS as unknown as S } = kit;
    const config = { role };
    const write = { config: { ...config, idempotent: true as const } };
    register(app, { tags: [tag], config, write, errors: errorResponses(...errors) });
  };
